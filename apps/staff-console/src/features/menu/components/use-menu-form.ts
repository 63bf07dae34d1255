import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { errorMessage } from '../../../lib/error-message.ts';
import { menuFieldName, menuFieldProblem, REFUSED, refusedFields } from './menu-field-problem.ts';

/**
 * What the menu's forms share: each field's problem in the reader's language, and the API's
 * refusal put next to the field it names (the first one focused) or else said above the buttons.
 * Nothing typed is reset by a refusal.
 */
export function useMenuForm<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  fields: readonly Path<T>[],
  /** The field as a sentence names it; "name (English)" for `name.en` unless told otherwise. */
  nameOf?: (path: Path<T>) => string,
) {
  const { t, i18n } = useTranslation();
  const fieldName = (path: Path<T>) => (nameOf ? nameOf(path) : menuFieldName(t, path));
  const [failure, setFailure] = useState<unknown>(null);
  const { errors } = form.formState;

  const problem = (path: Path<T>): string | undefined =>
    menuFieldProblem(
      t,
      i18n.language,
      get(errors, path),
      path,
      fieldName(path),
      form.getValues(path),
    );

  const refused = (error: unknown) => {
    const named = refusedFields(error, fields);
    if (named.length === 0) {
      setFailure(error);
      return;
    }
    const code = error instanceof ApiRequestError ? error.code : '';
    named.forEach((path, index) =>
      form.setError(path, { type: REFUSED, message: code }, { shouldFocus: index === 0 }),
    );
  };

  return {
    problem,
    // Kept as the error, not its text, so a language switch reads it again in the new language.
    failure: failure === null ? null : errorMessage(t, failure),
    clearFailure: () => setFailure(null),
    refused,
  };
}
