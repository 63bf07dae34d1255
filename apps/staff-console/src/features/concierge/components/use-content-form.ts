import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { errorMessage } from '../../../lib/error-message.ts';
import { contentFieldProblem, REFUSED } from './content-field-problem.ts';

/** The field a refusal concerns when the API names none in its details. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  CAPACITY_BELOW_SEATS_TAKEN: 'capacity',
  UNKNOWN_PICTURE: 'picture',
};

/**
 * The form's fields a refusal names: its details' `body.<field>` paths, or else the field its
 * code concerns.
 */
export function refusedFields<F extends string>(error: unknown, fields: readonly F[]): F[] {
  if (!(error instanceof ApiRequestError)) return [];
  const isField = (path: string | undefined): path is F =>
    path !== undefined && (fields as readonly string[]).includes(path);
  const named = error.details
    .map((issue) => (issue.path.startsWith('body.') ? issue.path.slice('body.'.length) : undefined))
    .filter(isField);
  if (named.length > 0) return [...new Set(named)];
  const byCode = FIELD_OF_CODE[error.code];
  return isField(byCode) ? [byCode] : [];
}

/**
 * What the concierge's forms share: each field's problem in the reader's language, and the API's
 * refusal put next to the field it names (the first one focused) or else said above the buttons.
 * Nothing typed is reset by a refusal.
 */
export function useContentForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;

  const problem = (path: Path<T>): string | undefined =>
    contentFieldProblem(t, get(errors, path), path, form.getValues(path));

  const refused = (error: unknown) => {
    const named = refusedFields(error, fields);
    if (named.length === 0) {
      setFailure(errorMessage(t, error));
      return;
    }
    const code = error instanceof ApiRequestError ? error.code : '';
    named.forEach((path, index) =>
      form.setError(path, { type: REFUSED, message: code }, { shouldFocus: index === 0 }),
    );
  };

  return { problem, failure, clearFailure: () => setFailure(null), refused };
}
