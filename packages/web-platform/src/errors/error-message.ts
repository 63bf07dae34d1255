import type { FlatNamespace, TFunction } from 'i18next';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { REFUSAL_TEXT_VALUES } from '@portal/api-client/rules/refusal-texts';

/**
 * The text of a failure in the reader's language, chosen by its stable code (`errors.<CODE>` of
 * the app's common texts), else `errors.generic`.
 */
export function errorMessage(t: TFunction<FlatNamespace>, error: unknown): string {
  if (error instanceof ApiRequestError) {
    return t(`errors.${error.code}`, { ...REFUSAL_TEXT_VALUES, defaultValue: t('errors.generic') });
  }
  return t('errors.generic');
}
