import type { CheckOutOption } from '@portal/api-client/contract/check-out';
import type { FrontDeskReservation } from '@portal/api-client/staff-contract/front-desk';
import type { ReservationState } from '@portal/api-client/rules/reservation-flow';
import type { Database } from '../../db/database.ts';
import { num, parseJsonArray, str, strOrNull, type Row } from '../../db/row.ts';

export interface StoredIdentityDocument {
  id: number;
  reservationNumber: string;
  storedName: string;
  contentType: string;
}

export interface FrontDeskRepository {
  /** The hotel's reservations arriving (or departing) on a date, cancelled ones excepted. */
  day(
    hotelId: number,
    side: 'arrival' | 'departure',
    date: string,
  ): Promise<FrontDeskReservation[]>;
  /** One reservation of the hotel, or null. */
  find(hotelId: number, reservationId: number): Promise<FrontDeskReservation | null>;
  /** One identity document of the hotel, or null. */
  document(hotelId: number, documentId: number): Promise<StoredIdentityDocument | null>;
}

const LINE = `
  SELECT r.id, r.reservation_number, r.arrival_date, r.departure_date, r.room_type, r.room_number,
         r.status, r.cancelled_at, r.check_in_submitted_at,
         c.requested_at AS check_out_requested_at, c.options_json AS check_out_options_json
  FROM reservations r LEFT JOIN check_out_requests c ON c.reservation_id = r.id`;

function stateOf(row: Row): ReservationState {
  if (row.cancelled_at !== null && row.cancelled_at !== undefined) return 'Cancelled';
  return str(row.status) as ReservationState;
}

export function createSqliteFrontDeskRepository(db: Database): FrontDeskRepository {
  const arrivals = db.prepare(
    `${LINE} WHERE r.hotel_id = ? AND r.arrival_date = ? AND r.cancelled_at IS NULL ORDER BY r.reservation_number`,
  );
  const departures = db.prepare(
    `${LINE} WHERE r.hotel_id = ? AND r.departure_date = ? AND r.cancelled_at IS NULL ORDER BY r.reservation_number`,
  );
  const one = db.prepare(`${LINE} WHERE r.hotel_id = ? AND r.id = ?`);
  const guests = db.prepare(
    'SELECT id, first_name, last_name, is_primary, is_child FROM guests WHERE reservation_id = ? ORDER BY is_primary DESC, id',
  );
  const document = db.prepare(`
    SELECT d.id, d.stored_name, d.content_type, r.reservation_number
    FROM identity_documents d JOIN reservations r ON r.id = d.reservation_id
    WHERE r.hotel_id = ? AND d.id = ?`);

  function line(row: Row): FrontDeskReservation {
    const requestedAt = strOrNull(row.check_out_requested_at);
    return {
      id: num(row.id),
      reservationNumber: str(row.reservation_number),
      arrivalDate: str(row.arrival_date),
      departureDate: str(row.departure_date),
      guests: guests.all(num(row.id)).map((guest) => ({
        id: num(guest.id),
        firstName: str(guest.first_name),
        lastName: str(guest.last_name),
        isPrimary: guest.is_primary === 1,
        isChild: guest.is_child === 1,
      })),
      roomType: str(row.room_type),
      roomNumber: strOrNull(row.room_number),
      state: stateOf(row),
      preCheckIn: {
        state: row.check_in_submitted_at ? 'sent' : 'not-sent',
        sentAt: strOrNull(row.check_in_submitted_at),
      },
      checkOut: {
        state: requestedAt ? 'requested' : 'none',
        requestedAt,
        options: parseJsonArray(row.check_out_options_json) as CheckOutOption[],
      },
    };
  }

  return {
    async day(hotelId, side, date) {
      return (side === 'arrival' ? arrivals : departures).all(hotelId, date).map(line);
    },
    async find(hotelId, reservationId) {
      const row = one.get(hotelId, reservationId);
      return row ? line(row) : null;
    },
    async document(hotelId, documentId) {
      const row = document.get(hotelId, documentId);
      return row
        ? {
            id: num(row.id),
            reservationNumber: str(row.reservation_number),
            storedName: str(row.stored_name),
            contentType: str(row.content_type),
          }
        : null;
    },
  };
}
