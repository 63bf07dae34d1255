import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { errorMessage } from '@portal/web-platform/error-message';
import { REFUSAL_TEXT_VALUES } from '@portal/api-client/rules/refusal-texts';
import { REFUSED, refusedFields, type FieldProblemRules } from '../lib/field-problem.ts';

/**
 * What the forms of the hotel's content share (the menu, programs, tips, offers): each field's
 * problem in the reader's language (the feature's `rules`), and the API's refusal put next to the
 * field it names (the first one focused) or else said above the buttons. Nothing typed is reset
 * by a refusal.
 */
export function useContentForm<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  fields: readonly Path<T>[],
  rules: FieldProblemRules,
) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const { errors } = form.formState;

  const problem = (path: Path<T>): string | undefined => {
    const error = get(errors, path) as FieldError | undefined;
    if (!error) return undefined;
    const name = rules.nameOf(t, path);
    if (error.type === REFUSED) {
      const code = error.message ?? '';
      return code === 'VALIDATION_FAILED'
        ? t(rules.refusedKey, { field: name })
        : t(`errors.${code}`, { ...REFUSAL_TEXT_VALUES, defaultValue: t('errors.generic') });
    }
    const value: unknown = form.getValues(path);
    return rules.schemaProblem(t, { error, path, name, value, language: i18n.language });
  };

  const refused = (error: unknown) => {
    const named = refusedFields(error, fields, rules.fieldOfCode);
    if (named.length === 0) {
      setFailure(error);
      return;
    }
    const code = error instanceof ApiRequestError ? error.code : '';
    named.forEach((path, index) =>
      form.setError(path, { type: REFUSED, message: code }, { shouldFocus: index === 0 }),
    );
  };

  /** A text's English and Vietnamese inputs (`name.en`, `name.vi`) with their problems, for BilingualField. */
  const bilingual = (name: string) => {
    const [en, vi] = [`${name}.en`, `${name}.vi`] as Path<T>[] as [Path<T>, Path<T>];
    return {
      registered: { en: form.register(en), vi: form.register(vi) },
      problems: { en: problem(en), vi: problem(vi) },
    };
  };

  /** The form's submit: `save` runs on valid values, and what the API refuses goes to `refused`. */
  const submitWith = (save: (values: O) => Promise<void>) =>
    form.handleSubmit(
      async (values) => {
        setFailure(null);
        try {
          await save(values);
        } catch (error) {
          refused(error);
        }
      },
      () => setFailure(null),
    );

  return {
    problem,
    bilingual,
    submitWith,
    // Kept as the error, not its text, so a language switch reads it again in the new language.
    failure: failure === null ? null : errorMessage(t, failure),
  };
}
