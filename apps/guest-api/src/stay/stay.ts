import type { GuestStatus } from '@portal/api-client/contract/session';
import type { Database } from '../db/database.ts';
import { num, str, strOrNull } from '../db/row.ts';
import { addDays, datesBetween } from '../hotel-time/hotel-date.ts';
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
}

export interface StayRepository {
  /** The stay of a signed-in guest, always within the guest's own hotel. */
  stayOf(guest: GuestIdentity): Promise<Stay>;
}

export function createSqliteStayRepository(db: Database): StayRepository {
  const select = db.prepare(`
    SELECT g.id AS guest_id, g.is_primary, r.id AS reservation_id, r.hotel_id, r.status, r.arrival_date,
           r.departure_date, r.room_number, r.cancellation_deadline, r.cancelled_at,
           r.check_in_submitted_at, r.check_out_requested_at
    FROM guests g JOIN reservations r ON r.id = g.reservation_id
    WHERE g.id = ? AND r.id = ? AND r.hotel_id = ?`);
  return {
    async stayOf(guest) {
      const row = select.get(guest.guestId, guest.reservationId, guest.hotelId);
      // A session whose guest was removed from the reservation signs them out.
      if (!row) throw new HttpError('UNAUTHENTICATED');
      return {
        guestId: num(row.guest_id),
        reservationId: num(row.reservation_id),
        hotelId: num(row.hotel_id),
        isPrimary: row.is_primary === 1,
        status: str(row.status) as GuestStatus,
        arrivalDate: str(row.arrival_date),
        departureDate: str(row.departure_date),
        roomNumber: strOrNull(row.room_number),
        cancellationDeadline: str(row.cancellation_deadline),
        cancelledAt: strOrNull(row.cancelled_at),
        checkInSubmittedAt: strOrNull(row.check_in_submitted_at),
        checkOutRequestedAt: strOrNull(row.check_out_requested_at),
      };
    },
  };
}

export function assertNotCancelled(stay: Stay): void {
  if (stay.cancelledAt !== null) throw new HttpError('RESERVATION_CANCELLED');
}

export function assertPrimaryGuest(stay: Stay): void {
  if (!stay.isPrimary) throw new HttpError('PRIMARY_GUEST_ONLY');
}

/** The days of the stay from `today` on: arrival to departure day, both included. */
export function remainingStayDates(stay: Stay, today: string): string[] {
  const from = stay.arrivalDate > today ? stay.arrivalDate : today;
  return datesBetween(from, stay.departureDate);
}

export function isCancellationOpen(stay: Stay, now: Date): boolean {
  return stay.cancelledAt === null && now.toISOString() < stay.cancellationDeadline;
}

export function isCheckOutOpen(stay: Stay, today: string): boolean {
  return (
    stay.cancelledAt === null &&
    stay.status === 'Arrived' &&
    stay.checkOutRequestedAt === null &&
    today === stay.departureDate
  );
}

export function isCheckInOpen(stay: Stay, today: string): boolean {
  return stay.cancelledAt === null && stay.status !== 'Arrived' && today <= stay.arrivalDate;
}

export function nightsOf(stay: Pick<Stay, 'arrivalDate' | 'departureDate'>): number {
  let nights = 0;
  for (let day = stay.arrivalDate; day < stay.departureDate; day = addDays(day, 1)) nights += 1;
  return nights;
}
