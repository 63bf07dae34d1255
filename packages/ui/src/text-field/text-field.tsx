import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FormField } from '../form-field/form-field.tsx';
import { controlStyles } from '../internal/field-parts.ts';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export const TextInput = styled.input`
  ${controlStyles}
  &::-webkit-calendar-picker-indicator {
    width: 24px;
    height: 24px;
    cursor: pointer;
  }
`;

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, hint, error, required, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) => <TextInput {...input} {...control} />}
    </FormField>
  );
}
