import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FormField } from '../form-field/form-field.tsx';
import { controlStyles } from '../internal/field-parts.ts';
import { space } from '../theme/tokens.ts';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

const Area = styled.textarea`
  ${controlStyles}
  padding: ${space(3)};
  min-height: 112px;
  resize: vertical;
  line-height: 1.5;
`;

/** A labelled multi-line input, e.g. the stay experience or order notes. */
export function TextArea({ label, hint, error, required, rows = 4, ...area }: TextAreaProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) => <Area rows={rows} {...area} {...control} />}
    </FormField>
  );
}
