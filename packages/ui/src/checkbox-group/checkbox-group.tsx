import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldGroup } from '../field-group/field-group.tsx';
import { ChoiceRow } from '../internal/choice-parts.ts';
import { space } from '../theme/tokens.ts';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  legend: ReactNode;
  name: string;
  options: ChoiceOption[];
  /** The checked values, e.g. the chosen preference codes. */
  value: string[];
  onChange: (value: string[]) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** Two columns suit short labels such as room preferences. */
  columns?: 1 | 2;
}

const Options = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  column-gap: ${space(3)};
`;

/** Several checkboxes under one legend, e.g. room preferences at check-in. */
export function CheckboxGroup({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  disabled,
  columns = 1,
}: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((item) => item !== option));
  return (
    <FieldGroup legend={legend} hint={hint} error={error} disabled={disabled}>
      <Options $columns={columns}>
        {options.map((option) => (
          <ChoiceRow key={option.value} $disabled={disabled || option.disabled}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              disabled={option.disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </ChoiceRow>
        ))}
      </Options>
    </FieldGroup>
  );
}
