import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { fieldProblem } from '../../../lib/field-problem.ts';

export type ReservationField =
  | 'reservationNumber'
  | 'arrivalDate'
  | 'departureDate'
  | 'roomType'
  | 'firstName'
  | 'lastName'
  | 'email';

/**
 * The text of a field the contract's schema refused, in the staff member's language: the number's
 * pattern, a date off the calendar and a departure not after arrival have texts of their own.
 */
export function reservationFieldProblem(
  t: TFunction,
  error: FieldError | undefined,
  field: ReservationField,
  value: unknown,
): string | undefined {
  if (!error) return undefined;
  const name = t(`reservation-import:fieldNames.${field}`);
  const missing = typeof value !== 'string' || value.trim() === '';
  if (missing && field !== 'email') return t('validation.missing', { value: name });
  if (field === 'reservationNumber') return t('reservation-import:badNumber');
  if (field === 'departureDate' && error.type === 'custom')
    return t('reservation-import:departureNotAfterArrival');
  if (field === 'arrivalDate' || field === 'departureDate') return t('reservation-import:badDate');
  if (field === 'email') return t('validation.invalidEmail');
  return fieldProblem(t, error, name, value);
}
