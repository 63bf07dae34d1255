import { isInHouse } from '@portal/api-client/rules/reservation-flow';
import { isStayOver, type GuestStatus, type StayFacts } from '@portal/api-client/rules/stay-gates';
import { preparedRead } from '../../db/prepared.ts';
import type { Store } from '../../db/store.ts';
import { HttpError } from '../http/http-error.ts';
import type { GuestIdentity } from '../http/request-context.ts';

/** The facts of the signed-in guest's reservation that the hotel's rules are judged on. */
export interface Stay {
  guestId: number;
  reservationId: number;
  hotelId: number;
  isPrimary: boolean;
  status: GuestStatus;
  arrivalDate: string;
  departureDate: string;
  roomNumber: string | null;
  cancellationDeadline: string;
  cancelledAt: string | null;
  checkInSubmittedAt: string | null;
  checkOutRequestedAt: string | null;
  /** Set by the front desk's check-out. */
  checkedOutAt: string | null;
}

export interface StayRepository {
  /** The stay of a signed-in guest, always within the guest's own hotel. */
  stayOf(guest: GuestIdentity): Promise<Stay>;
}

const stayRow = preparedRead(
  (store: Store, guestId: number, reservationId: number, hotelId: number) =>
    store
      .selectFrom('guests as g')
      .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
      .select([
        'g.id as guest_id',
        'g.is_primary',
        'r.id as reservation_id',
        'r.hotel_id',
        'r.status',
        'r.arrival_date',
        'r.departure_date',
        'r.room_number',
        'r.cancellation_deadline',
        'r.cancelled_at',
        'r.check_in_submitted_at',
        'r.check_out_requested_at',
        'r.checked_out_at',
      ])
      .where('g.id', '=', guestId)
      .where('r.id', '=', reservationId)
      .where('r.hotel_id', '=', hotelId),
);

export function createStayRepository(store: Store): StayRepository {
  return {
    async stayOf(guest) {
      const [row] = await stayRow(store, guest.guestId, guest.reservationId, guest.hotelId);
      // A session whose guest was removed from the reservation signs them out.
      if (!row) throw new HttpError('UNAUTHENTICATED');
      return {
        guestId: row.guest_id,
        reservationId: row.reservation_id,
        hotelId: row.hotel_id,
        isPrimary: row.is_primary === 1,
        // The property system's status stays Arrived; the front desk's check-out ends the stay.
        status: row.checked_out_at === null ? (row.status as GuestStatus) : 'Checked out',
        arrivalDate: row.arrival_date,
        departureDate: row.departure_date,
        roomNumber: row.room_number,
        cancellationDeadline: row.cancellation_deadline,
        cancelledAt: row.cancelled_at,
        checkInSubmittedAt: row.check_in_submitted_at,
        checkOutRequestedAt: row.check_out_requested_at,
        checkedOutAt: row.checked_out_at,
      };
    },
  };
}

/** The room the guest lives in: only once the front desk marked them Arrived, until check-out. */
export function roomInHouse(stay: Stay): string | null {
  const live = stay.cancelledAt === null && stay.checkedOutAt === null;
  return live && isInHouse({ state: stay.status, roomNumber: stay.roomNumber })
    ? stay.roomNumber
    : null;
}

export function assertNotCancelled(stay: Stay): void {
  if (stay.cancelledAt !== null) throw new HttpError('RESERVATION_CANCELLED');
}

/** After check-out the guest reads the bill and rates the stay; nothing else of it changes. */
export function assertStayNotOver(stay: Stay): void {
  if (isStayOver(stay)) throw new HttpError('STAY_CHECKED_OUT');
}

export function assertPrimaryGuest(stay: Stay): void {
  if (!stay.isPrimary) throw new HttpError('PRIMARY_GUEST_ONLY');
}

/** The facts the hotel's shared gates (`@portal/api-client/rules/stay-gates`) judge a stay on. */
export function factsOf(stay: Stay): StayFacts {
  return {
    status: stay.status,
    arrivalDate: stay.arrivalDate,
    departureDate: stay.departureDate,
    cancelled: stay.cancelledAt !== null,
    isPrimary: stay.isPrimary,
    checkOutRequested: stay.checkOutRequestedAt !== null,
    cancellationDeadline: stay.cancellationDeadline,
  };
}
