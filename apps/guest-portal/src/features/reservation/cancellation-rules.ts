import { z } from 'zod/mini';
import {
  CancelReservationRequest,
  type Reservation,
} from '@portal/api-client/contract/reservation';
export type CancellationDraft = z.input<typeof CancellationForm>;

export const EMPTY_CANCELLATION: CancellationDraft = { reason: '', policyAgreed: false };

/**
 * The contract's request (a reason, trimmed, of the length the hotel keeps) with the policy
 * agreed: the server refuses POLICY_NOT_AGREED otherwise.
 */
export const CancellationForm = z.extend(CancelReservationRequest, {
  policyAgreed: CancelReservationRequest.shape.policyAgreed.check(
    z.refine((agreed) => agreed, 'POLICY_NOT_AGREED'),
  ),
});

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
