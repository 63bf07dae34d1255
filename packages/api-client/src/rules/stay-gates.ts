/** A guest's status at the hotel: Checked out once the front desk has checked the stay out. */
export const GUEST_STATUSES = ['Arrived', 'Confirmed', 'Unconfirmed', 'Checked out'] as const;
export type GuestStatus = (typeof GUEST_STATUSES)[number];

/** The facts of a guest's stay that the hotel's gates are judged on (both sides have them). */
export interface StayFacts {
  status: GuestStatus;
  arrivalDate: string;
  departureDate: string;
  cancelled: boolean;
  /** The guest who made the reservation: pre check-in, cancelling and check-out are theirs. */
  isPrimary: boolean;
  checkOutRequested: boolean;
  /** The instant (ISO) after which the guest asks the hotel to cancel. */
  cancellationDeadline: string;
}

/** Pre check-in is open until the arrival day, for a stay neither cancelled nor arrived. */
export function isCheckInOpen(
  stay: Pick<StayFacts, 'status' | 'arrivalDate' | 'cancelled'>,
  today: string,
): boolean {
  return (
    !stay.cancelled &&
    (stay.status === 'Confirmed' || stay.status === 'Unconfirmed') &&
    today <= stay.arrivalDate
  );
}

/** The departure date of an arrived, not cancelled stay: the one day check-out is about. */
export function isCheckOutDay(
  stay: Pick<StayFacts, 'status' | 'departureDate' | 'cancelled'>,
  today: string,
): boolean {
  return !stay.cancelled && stay.status === 'Arrived' && today === stay.departureDate;
}

export type CheckOutClosure =
  'cancelled' | 'checkedOut' | 'requested' | 'notArrived' | 'notDepartureDate';

/** Why the reservation cannot request check-out today, whoever asks; null when it can. */
type CheckOutFacts = Pick<
  StayFacts,
  'status' | 'departureDate' | 'cancelled' | 'checkOutRequested'
>;

export function checkOutClosure(stay: CheckOutFacts, today: string): CheckOutClosure | null {
  if (stay.cancelled) return 'cancelled';
  if (stay.status === 'Checked out') return 'checkedOut';
  if (stay.checkOutRequested) return 'requested';
  if (stay.status !== 'Arrived') return 'notArrived';
  if (today !== stay.departureDate) return 'notDepartureDate';
  return null;
}

export function isCheckOutOpen(stay: CheckOutFacts, today: string): boolean {
  return checkOutClosure(stay, today) === null;
}

export type CheckOutGate = 'open' | 'primaryGuestOnly' | CheckOutClosure;

/**
 * What the signed-in guest is told about check-out today: a companion learns the primary guest
 * checks out for everyone, unless the stay is cancelled or check-out is already requested.
 */
export function checkOutGate(
  stay: CheckOutFacts & Pick<StayFacts, 'isPrimary'>,
  today: string,
): CheckOutGate {
  const closure = checkOutClosure(stay, today);
  if (closure === 'cancelled' || closure === 'checkedOut' || closure === 'requested')
    return closure;
  if (!stay.isPrimary) return 'primaryGuestOnly';
  return closure ?? 'open';
}

/** The guest has been at the hotel (Arrived, or Checked out since): the stay can be rated. */
export function hasArrived(stay: Pick<StayFacts, 'status'>): boolean {
  return stay.status === 'Arrived' || stay.status === 'Checked out';
}

/**
 * After check-out the guest keeps the portal to read the bill and rate the stay; nothing else of
 * the stay changes (no orders, pre check-in, check-out request, cancellation, bookings, billing).
 */
export function isStayOver(stay: Pick<StayFacts, 'status'>): boolean {
  return stay.status === 'Checked out';
}

/** Cancelling is open before the deadline (an instant) for a stay not cancelled yet. */
export function isCancellationOpen(
  stay: Pick<StayFacts, 'cancelled' | 'cancellationDeadline'>,
  now: Date,
): boolean {
  return !stay.cancelled && now.getTime() < Date.parse(stay.cancellationDeadline);
}
