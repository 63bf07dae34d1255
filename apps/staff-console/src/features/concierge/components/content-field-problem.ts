import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { fieldProblem } from '../../../lib/field-problem.ts';
import { NUMBER_LIMITS } from './number-limits.ts';

/** The type of a field error the API's refusal put there; its message is the refusal's code. */
export const REFUSED = 'refused';

const NUMBER_RANGES: Partial<Record<string, { min: number; max: number }>> = NUMBER_LIMITS;

/** The rules across two fields (the contract's refinements), each with its own text. */
const ACROSS_FIELDS = new Set(['endsAt', 'seatsHeld', 'validTo']);

const WHEN_FIELDS = new Set(['startsAt', 'endsAt', 'validFrom', 'validTo']);

/** A field's name in a sentence: "title (English)" for one language of a text. */
export function fieldNameOf(t: TFunction, path: string): string {
  const [field = path, language] = path.split('.');
  const name = t(`concierge:fieldNames.${field}`);
  return language
    ? t('concierge:inLanguage', { field: name, language: t(`concierge:languages.${language}`) })
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
 * (the schema's own messages are English): numbers out of range say the range, dates and times
 * their own texts, a refusal of the API its code's text.
 */
export function contentFieldProblem(
  t: TFunction,
  error: FieldError | undefined,
  path: string,
  value: unknown,
): string | undefined {
  if (!error) return undefined;
  if (error.type === REFUSED) {
    const code = error.message ?? '';
    return code === 'VALIDATION_FAILED'
      ? t('concierge:problem.refused', { field: fieldNameOf(t, path) })
      : t(`errors.${code}`, { defaultValue: t('errors.generic') });
  }
  const [field = path] = path.split('.');
  if (field === 'picture') return t('concierge:problem.picture');
  if (isBlank(value)) return t('validation.missing', { value: fieldNameOf(t, path) });
  if (error.type === 'custom' && ACROSS_FIELDS.has(field)) return t(`concierge:problem.${field}`);
  const range = NUMBER_RANGES[field];
  if (range) return t('concierge:problem.range', range);
  if (WHEN_FIELDS.has(field)) return t('concierge:problem.badDate');
  return fieldProblem(t, error, fieldNameOf(t, path), value);
}
