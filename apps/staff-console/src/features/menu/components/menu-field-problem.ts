import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { CONTENT_PRICE_MAX } from '@portal/api-client/rules/hotel-content';
import { fieldProblem } from '../../../lib/field-problem.ts';
import { formatVnd } from '../lib/format-vnd.ts';

/** The type of a field error the API's refusal put there; its message is the refusal's code. */
export const REFUSED = 'refused';

/** The field a refusal concerns when the API's details name none. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  UNKNOWN_MENU_CATEGORY: 'categoryId',
  UNKNOWN_PICTURE: 'picture',
};

/** The form's fields a refusal names: its details' `body.<field>` paths, or else its code's field. */
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

/** "name (English)" for `name.en`, as a sentence names the field. */
export function menuFieldName(t: TFunction, path: string): string {
  const [field = path, language] = path.split('.');
  const name = t(`menu:fieldNames.${field}`);
  return language
    ? t('menu:inLanguage', { field: name, language: t(`menu:languages.${language}`) })
    : name;
}

function isBlank(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * The text of a field the contract's schema or the API refused, in the staff member's language
 * (the schema's own messages are English). `fieldName` is the field as a sentence names it.
 */
export function menuFieldProblem(
  t: TFunction,
  language: string,
  error: FieldError | undefined,
  path: string,
  fieldName: string,
  value: unknown,
): string | undefined {
  if (!error) return undefined;
  if (error.type === REFUSED) {
    const code = error.message ?? '';
    return code === 'VALIDATION_FAILED'
      ? t('menu:problems.refused', { field: fieldName })
      : t(`errors.${code}`, { defaultValue: t('errors.generic') });
  }
  if (path === 'picture') return t('menu:problems.picture');
  if (path === 'categoryId') return t('menu:problems.category');
  if (isBlank(value)) return t('validation.missing', { value: fieldName });
  if (path === 'price') {
    return t('menu:problems.price', { max: formatVnd(CONTENT_PRICE_MAX, language) });
  }
  return fieldProblem(t, error, fieldName, value);
}
