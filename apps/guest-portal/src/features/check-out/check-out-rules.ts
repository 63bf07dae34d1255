import type { CheckOutOption, CheckOutRequest } from '@portal/api-client/contract/check-out';
import type { Reservation } from '@portal/api-client/contract/reservation';

export interface CheckOutDraft {
  options: CheckOutOption[];
  /** The answer to "Did you use the mini-bar?"; empty until answered. */
  minibar: '' | 'yes' | 'no';
  minibarNotes: string;
  notes: string;
  /** 0: no rating given (it is optional). */
  score: number;
  experience: string;
}

export const EMPTY_CHECK_OUT: CheckOutDraft = {
  options: [],
  minibar: '',
  minibarNotes: '',
  notes: '',
  score: 0,
  experience: '',
};

export type CheckOutGate =
  'open' | 'requested' | 'cancelled' | 'primaryGuestOnly' | 'notArrived' | 'notDepartureDate';

/**
 * Whether check-out can be requested today: by the primary guest (a companion is told the primary
 * guest checks out for everyone), Arrived, not requested yet, and only on the departure date.
 */
export function checkOutGate(
  reservation: Pick<
    Reservation,
    'status' | 'hotelToday' | 'departureDate' | 'cancellation' | 'checkOut'
  >,
): CheckOutGate {
  if (reservation.cancellation.cancelledAt) return 'cancelled';
  if (reservation.checkOut.requestedAt) return 'requested';
  if (reservation.checkOut.primaryGuestOnly) return 'primaryGuestOnly';
  if (reservation.status !== 'Arrived') return 'notArrived';
  if (reservation.hotelToday !== reservation.departureDate) return 'notDepartureDate';
  return 'open';
}

export type CheckOutProblems = Partial<{ minibar: 'missing'; score: 'missing' }>;

/** The mini-bar question must be answered; an experience needs a score to go with it. */
export function checkCheckOut(draft: CheckOutDraft): CheckOutProblems {
  const problems: CheckOutProblems = {};
  if (!draft.minibar) problems.minibar = 'missing';
  if (draft.score === 0 && draft.experience.trim()) problems.score = 'missing';
  return problems;
}

export function toCheckOutRequest(draft: CheckOutDraft): CheckOutRequest {
  return {
    options: draft.options,
    minibarUsed: draft.minibar === 'yes',
    minibarNotes: draft.minibar === 'yes' ? draft.minibarNotes.trim() : '',
    notes: draft.notes.trim(),
    ...(draft.score > 0
      ? { rating: { score: draft.score, experience: draft.experience.trim() } }
      : {}),
  };
}
