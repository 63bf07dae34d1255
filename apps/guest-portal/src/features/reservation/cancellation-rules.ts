import type {
  CancelReservationRequest,
  Reservation,
} from '@portal/api-client/contract/reservation';
import { CANCELLATION_REASON_MAX_LENGTH } from '@portal/api-client/rules/limits';

export interface CancellationDraft {
  reason: string;
  policyAgreed: boolean;
}

export const EMPTY_CANCELLATION: CancellationDraft = { reason: '', policyAgreed: false };

export type CancellationProblems = Partial<{ reason: 'missing' | 'tooLong'; policy: 'notAgreed' }>;

/** A reason and the agreed cancellation policy are needed (the server asks for both too). */
export function checkCancellation(draft: CancellationDraft): CancellationProblems {
  const problems: CancellationProblems = {};
  const reason = draft.reason.trim();
  if (!reason) problems.reason = 'missing';
  else if (reason.length > CANCELLATION_REASON_MAX_LENGTH) problems.reason = 'tooLong';
  if (!draft.policyAgreed) problems.policy = 'notAgreed';
  return problems;
}

export function toCancelRequest(draft: CancellationDraft): CancelReservationRequest {
  return { reason: draft.reason.trim(), policyAgreed: draft.policyAgreed };
}

/**
 * What the guest can do about cancelling: already cancelled; cancel online (before the deadline,
 * the guest who made the reservation only); or, after the deadline, contact the hotel.
 */
export type CancellationState = 'cancelled' | 'open' | 'notPrimary' | 'contactHotel';

export function cancellationState(
  reservation: Pick<Reservation, 'cancellation' | 'guests'>,
): CancellationState {
  if (reservation.cancellation.cancelledAt) return 'cancelled';
  if (!reservation.cancellation.open) return 'contactHotel';
  const me = reservation.guests.find((guest) => guest.isMe);
  return me && !me.isPrimary ? 'notPrimary' : 'open';
}
