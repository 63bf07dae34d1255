import type { Database } from '../../db/database.ts';
import { num, str, strOrNull } from '../../db/row.ts';

export interface ReservationGuestRecord {
  id: number;
  firstName: string;
  lastName: string;
  isChild: boolean;
  isPrimary: boolean;
}

export interface ReservationRecord {
  reservationNumber: string;
  roomType: string;
  adults: number;
  children: number;
  arrivalTime: string | null;
  cancelReason: string | null;
  guests: ReservationGuestRecord[];
}

export interface ReservationRepository {
  find(reservationId: number): Promise<ReservationRecord>;
  cancel(reservationId: number, reason: string, at: Date): Promise<void>;
}

export function createSqliteReservationRepository(db: Database): ReservationRepository {
  const reservation = db.prepare(`
    SELECT reservation_number, room_type, adults, children, arrival_time, cancel_reason
    FROM reservations WHERE id = ?`);
  const guests = db.prepare(`
    SELECT id, first_name, last_name, is_child, is_primary FROM guests
    WHERE reservation_id = ? ORDER BY is_primary DESC, id`);
  const cancel = db.prepare(
    'UPDATE reservations SET cancelled_at = ?, cancel_reason = ? WHERE id = ? AND cancelled_at IS NULL',
  );
  return {
    async find(reservationId) {
      const row = reservation.get(reservationId) ?? {};
      return {
        reservationNumber: str(row.reservation_number),
        roomType: str(row.room_type),
        adults: num(row.adults),
        children: num(row.children),
        arrivalTime: strOrNull(row.arrival_time),
        cancelReason: strOrNull(row.cancel_reason),
        guests: guests.all(reservationId).map((guest) => ({
          id: num(guest.id),
          firstName: str(guest.first_name),
          lastName: str(guest.last_name),
          isChild: guest.is_child === 1,
          isPrimary: guest.is_primary === 1,
        })),
      };
    },
    async cancel(reservationId, reason, at) {
      cancel.run(at.toISOString(), reason, reservationId);
    },
  };
}
