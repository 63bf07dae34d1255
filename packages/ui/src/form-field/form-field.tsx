import type { ReactNode } from 'react';
import {
  ErrorText,
  Field,
  Hint,
  Label,
  RequiredMark,
  useFieldIds,
} from '../internal/field-parts.ts';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows a mark after the label; the control itself carries `required` for screen readers. */
  required?: boolean;
  /** Renders the control with the ids and ARIA attributes that tie it to this field. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Wraps any control with a label, a hint and an error, tied together for screen readers. */
export function FormField({ label, hint, error, required, children }: FormFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
