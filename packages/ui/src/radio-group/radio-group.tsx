import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, Fieldset, Hint, Legend, useFieldIds } from '../internal/field-parts.ts';
import { ChoiceRow } from '../internal/choice-parts.ts';

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
}

const Options = styled.div<{ $direction: 'column' | 'row' }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(5)};
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
}: RadioGroupProps) {
  const { hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <Fieldset
      role="radiogroup"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <Legend>{legend}</Legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Options $direction={direction}>
        {options.map((option) => (
          <ChoiceRow key={option.value} $disabled={disabled || option.disabled}>
            <input
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
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
