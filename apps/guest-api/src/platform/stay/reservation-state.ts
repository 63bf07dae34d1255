import type { PreCheckInState, ReservationState } from '@portal/api-client/rules/reservation-flow';

/** The reservation's state as the desk shows it (cancelled and checked out are stamps). */
export function reservationStateOf(row: {
  cancelled_at: string | null;
  checked_out_at: string | null;
  status: string;
}): ReservationState {
  if (row.cancelled_at !== null) return 'Cancelled';
  if (row.checked_out_at !== null) return 'Checked out';
  return row.status as ReservationState;
}

export function preCheckInOf(row: {
  check_in_review: string | null;
  check_in_submitted_at: string | null;
}): PreCheckInState {
  if (row.check_in_review === 'accepted' || row.check_in_review === 'returned')
    return row.check_in_review;
  return row.check_in_submitted_at ? 'sent' : 'not-sent';
}
