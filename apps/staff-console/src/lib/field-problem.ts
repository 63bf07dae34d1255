import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * The text of a field the contract's schema refused, in the staff member's language (the schema's
 * own messages are English): empty is missing, a bad e-mail is one, anything else too long.
 */
export function fieldProblem(
  t: TFunction,
  error: FieldError | undefined,
  fieldName: string,
  value: unknown,
): string | undefined {
  if (!error) return undefined;
  if (typeof value !== 'string' || value.trim() === '')
    return t('validation.missing', { value: fieldName });
  if (error.type === 'invalid_format') return t('validation.invalidEmail');
  return t('validation.tooLong', { value: fieldName });
}
