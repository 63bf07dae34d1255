import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FormField } from '../form-field/form-field.tsx';
import { controlStyles } from '../internal/field-parts.ts';
import { space } from '../theme/tokens.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty choice such as "Choose a room type". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${space(10)};
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='24' height='24' viewBox='0 0 24 24'%3E%3Cpath d='m6 9 6 6 6-6' fill='none' stroke='%23545B63' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 12px center;
  cursor: pointer;
`;

/** A labelled native select: the phone's own picker, fully keyboard and screen reader usable. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  ...select
}: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <Select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
