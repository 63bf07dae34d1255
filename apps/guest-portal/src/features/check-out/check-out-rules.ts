import type { CheckOutOption, CheckOutRequest } from '@portal/api-client/contract/check-out';
import type { Reservation } from '@portal/api-client/contract/reservation';
import {
  checkOutGate as hotelCheckOutGate,
  type CheckOutGate,
} from '@portal/api-client/rules/stay-gates';

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

export type { CheckOutGate };

/**
 * What the guest is told about check-out, from the server's flags: its `checkOut.open` and, when it
 * is closed, the hotel's gate judged on the facts and the day (`hotelToday`) the server sent.
 */
export function checkOutGate(
  reservation: Pick<
    Reservation,
    'status' | 'hotelToday' | 'departureDate' | 'cancellation' | 'checkOut'
  >,
): CheckOutGate {
  const { cancellation, checkOut } = reservation;
  if (checkOut.open && !checkOut.primaryGuestOnly) return 'open';
  const gate = hotelCheckOutGate(
    {
      status: reservation.status,
      departureDate: reservation.departureDate,
      cancelled: cancellation.cancelledAt !== null,
      checkOutRequested: checkOut.requestedAt !== null,
      isPrimary: !checkOut.primaryGuestOnly,
    },
    reservation.hotelToday,
  );
  // The server said closed: a gate that still reads open there is taken as its word.
  return gate === 'open' ? 'notDepartureDate' : gate;
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
