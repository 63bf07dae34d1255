import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorText, Field, Hint, useFieldIds } from '../internal/field-parts.ts';
import { ChoiceRow } from '../internal/choice-parts.ts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** One checkbox with its label, e.g. agreeing to the cancellation policy. */
export function Checkbox({ label, hint, error, disabled, ...input }: CheckboxProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <Field>
      <ChoiceRow htmlFor={id} $disabled={disabled}>
        <input
          id={id}
          type="checkbox"
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          {...input}
        />
        <span>{label}</span>
      </ChoiceRow>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
