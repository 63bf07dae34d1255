import type { TFunction } from 'i18next';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { REFUSAL_TEXT_VALUES } from '@portal/api-client/rules/refusal-texts';

/** The staff-facing text of a failure, in the staff member's language, chosen by its code. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError) {
    return t(`errors.${error.code}`, { ...REFUSAL_TEXT_VALUES, defaultValue: t('errors.generic') });
  }
  return t('errors.generic');
}
