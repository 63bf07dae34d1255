import { z } from 'zod/mini';
import {
  CheckOutRequest,
  type CheckOutOption,
  type CheckOutRequest as CheckOutBody,
} from '@portal/api-client/contract/check-out';
import { RatingRequest } from '@portal/api-client/contract/rating';
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

/**
 * The check-out form judged by the contract's request (options, notes and the rating's limits),
 * with the form's own rules: the mini-bar question answered; an experience needs a score with it.
 */
export const CheckOutForm = z
  .object({
    options: CheckOutRequest.shape.options.def.innerType,
    minibar: z
      .enum(['', 'yes', 'no'])
      .check(z.refine((answer) => answer !== '', 'Missing mini-bar answer')),
    minibarNotes: CheckOutRequest.shape.minibarNotes.def.innerType,
    notes: CheckOutRequest.shape.notes.def.innerType,
    /** 0: no rating given (it is optional). */
    score: z.union([z.literal(0), RatingRequest.shape.score]),
    experience: RatingRequest.shape.experience.def.innerType,
  })
  .check(
    z.refine((draft) => draft.score > 0 || !draft.experience.trim(), {
      path: ['score'],
      message: 'Missing score',
      // Judged even while the mini-bar question is unanswered, so both are shown at once.
      when: (payload) => typeof payload.value === 'object',
    }),
  );

/** Whether the draft is ready for the bill step (it is prepared on `/check-out`). */
export function isCheckOutReady(draft: CheckOutDraft): boolean {
  return CheckOutForm.safeParse(draft).success;
}

export function toCheckOutRequest(draft: CheckOutDraft): CheckOutBody {
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
