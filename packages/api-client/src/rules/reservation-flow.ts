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

/** What the front desk does to a reservation. */
export const FRONT_DESK_MOVES = [
  'confirm',
  'assign-room',
  'mark-arrived',
  'accept-pre-check-in',
  'return-pre-check-in',
  'check-out',
  'cancel',
] as const;
export type FrontDeskMove = (typeof FRONT_DESK_MOVES)[number];

export interface ReservationFacts {
  state: ReservationState;
  roomNumber: string | null;
  preCheckIn: PreCheckInState;
}

/** Why the front desk may not make a move now: the state is wrong, or the guest has no room yet. */
export type MoveRefusal = 'state' | 'room-required';

/** The states each move starts from. */
const MOVES_FROM: Record<FrontDeskMove, readonly ReservationState[]> = {
  confirm: ['Unconfirmed'],
  'assign-room': ['Unconfirmed', 'Confirmed', 'Arrived'],
  'mark-arrived': ['Confirmed'],
  'accept-pre-check-in': ['Unconfirmed', 'Confirmed', 'Arrived'],
  'return-pre-check-in': ['Unconfirmed', 'Confirmed', 'Arrived'],
  'check-out': ['Arrived'],
  cancel: ['Unconfirmed', 'Confirmed'],
};

/** Null when the front desk may make the move, else why not. */
export function frontDeskMoveRefusal(
  move: FrontDeskMove,
  reservation: ReservationFacts,
): MoveRefusal | null {
  if (!MOVES_FROM[move].includes(reservation.state)) return 'state';
  if (move === 'mark-arrived' && !reservation.roomNumber) return 'room-required';
  if (
    (move === 'accept-pre-check-in' || move === 'return-pre-check-in') &&
    reservation.preCheckIn !== 'sent'
  )
    return 'state';
  return null;
}

/** Room service, and the room on the guest's screens, once the front desk has marked the guest Arrived. */
export function isInHouse(reservation: Pick<ReservationFacts, 'state' | 'roomNumber'>): boolean {
  return reservation.state === 'Arrived' && reservation.roomNumber !== null;
}
