import type { FieldError } from 'react-hook-form';
import { ApiRequestError } from '@portal/api-client/api-request-error';

/** What is wrong with a field, in the words the portal's texts use. */
export type FieldProblem = 'missing' | 'tooLong' | 'invalid';

/**
 * The problem behind a field's error: the zod issue code the schema resolver reports (an empty
 * value is always 'missing', whatever pattern it also fails), or the type a rule gave it.
 */
export function fieldProblem(
  error: FieldError | undefined,
  value?: unknown,
): FieldProblem | undefined {
  if (!error) return undefined;
  if (typeof value === 'string' && value.trim() === '') return 'missing';
  switch (error.type) {
    case 'missing':
    case 'too_small':
    case 'invalid_type':
      return 'missing';
    case 'tooLong':
    case 'too_big':
      return 'tooLong';
    default:
      return 'invalid';
  }
}

/**
 * The server's refusals of fields (`VALIDATION_FAILED` details) under `prefix`, e.g. `body`:
 * `body.email` → `email`, so the form can put each on its field.
 */
export function refusedFields(error: unknown, prefix: string): { path: string; message: string }[] {
  if (!(error instanceof ApiRequestError) || error.code !== 'VALIDATION_FAILED') return [];
  return error.details
    .filter((issue) => issue.path.startsWith(`${prefix}.`))
    .map((issue) => ({ path: issue.path.slice(prefix.length + 1), message: issue.message }));
}
