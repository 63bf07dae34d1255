/**
 * The life of a reservation, its pre check-in and its check-out request as the front desk sees
 * them (issue #11). Zod-free, so the API, the portal and the staff console read the same rules.
 */

export const RESERVATION_STATES = [
  'Unconfirmed',
  'Confirmed',
  'Arrived',
  'Checked out',
  'Cancelled',
] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** Not sent → sent (the guest) → accepted (the front desk), or returned to the guest with a note. */
export const PRE_CHECK_IN_STATES = ['not-sent', 'sent', 'accepted', 'returned'] as const;
export type PreCheckInState = (typeof PRE_CHECK_IN_STATES)[number];

/** Requested (the guest) → done (the front desk, which checks the reservation out). */
export const CHECK_OUT_REQUEST_STATES = ['none', 'requested', 'done'] as const;
export type CheckOutRequestState = (typeof CHECK_OUT_REQUEST_STATES)[number];
