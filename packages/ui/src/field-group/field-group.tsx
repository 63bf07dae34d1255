import type { ReactNode } from 'react';
import { ErrorText, Fieldset, Hint, Legend, useFieldIds } from '../internal/field-parts.ts';

export interface FieldGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** `radiogroup` for one choice among radios (star rating, mini-bar question). */
  role?: 'radiogroup';
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Several controls answering one question: a fieldset whose legend names them, with the hint and
 * the error tied to the group for screen readers.
 */
export function FieldGroup({
  legend,
  hint,
  error,
  role,
  required,
  disabled,
  children,
}: FieldGroupProps) {
  const { hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <Fieldset
      role={role}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={(role && required) || undefined}
      disabled={disabled}
    >
      <Legend>{legend}</Legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
