import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { FieldGroup } from '../field-group/field-group.tsx';
import { ChoiceRow } from '../internal/choice-parts.ts';
import { space } from '../theme/tokens.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  /** The chosen value; an empty string when nothing is chosen yet. */
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  direction?: 'column' | 'row';
  /** The chosen radio, or the first: where a form puts focus when the question is unanswered. */
  ref?: Ref<HTMLInputElement>;
}

const Options = styled.div<{ $direction: 'column' | 'row' }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: wrap;
  column-gap: ${space(5)};
`;

/** Native radios under one legend: arrow keys move between them, as screen reader users expect. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  disabled,
  required,
  direction = 'column',
  ref,
}: RadioGroupProps) {
  const focused = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <FieldGroup
      role="radiogroup"
      legend={legend}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
    >
      <Options $direction={direction}>
        {options.map((option) => (
          <ChoiceRow key={option.value} $disabled={disabled || option.disabled}>
            <input
              ref={option.value === focused ? ref : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </ChoiceRow>
        ))}
      </Options>
    </FieldGroup>
  );
}
