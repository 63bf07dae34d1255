import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { ApiRequestError } from '@portal/api-client/api-request-error';

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

/** Nothing in a field: no value, an empty number input (NaN), or only spaces. */
export function isBlank(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/** The type of a field error the API's refusal put there; its message is the refusal's code. */
export const REFUSED = 'refused';

/** A field's error the contract's schema set, with what a feature needs to say it. */
export interface SchemaProblem {
  error: FieldError;
  /** The field's path in the form, e.g. `name.en`. */
  path: string;
  /** The field as a sentence names it. */
  name: string;
  value: unknown;
  /** The reader's language. */
  language: string;
}

/** How a feature's forms say their fields' problems (`useContentForm`). */
export interface FieldProblemRules {
  /** The field a refusal concerns, by its code, when the API's details name none. */
  fieldOfCode: Partial<Record<string, string>>;
  /** The key of the text of a field the API refused as not valid; `{{field}}` is its name. */
  refusedKey: string;
  /** The field as a sentence names it: "name (English)" for `name.en`. */
  nameOf: (t: TFunction, path: string) => string;
  /** The text of what the contract's schema refused, in the staff member's language. */
  schemaProblem: (t: TFunction, problem: SchemaProblem) => string | undefined;
}

/**
 * The form's fields a refusal names: its details' `body.<field>` paths, or else the field its
 * code concerns (`fieldOfCode`).
 */
export function refusedFields<F extends string>(
  error: unknown,
  fields: readonly F[],
  fieldOfCode: FieldProblemRules['fieldOfCode'],
): F[] {
  if (!(error instanceof ApiRequestError)) return [];
  const isField = (path: string | undefined): path is F =>
    path !== undefined && (fields as readonly string[]).includes(path);
  const named = error.details
    .map((issue) => (issue.path.startsWith('body.') ? issue.path.slice('body.'.length) : undefined))
    .filter(isField);
  if (named.length > 0) return [...new Set(named)];
  const byCode = fieldOfCode[error.code];
  return isField(byCode) ? [byCode] : [];
}
