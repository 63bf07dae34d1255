import type { CheckOutOption } from '@portal/api-client/contract/check-out';
import {
  frontDeskMoveRefusal,
  type FrontDeskMove,
  type MoveRefusal,
  type PreCheckInState,
  type ReservationState,
} from '@portal/api-client/rules/reservation-flow';
import type {
  Cancellation,
  FrontDeskReservation,
  ReservationMoveStamp,
} from '@portal/api-client/staff-contract/front-desk';
import { transaction, type Database } from '../../db/database.ts';
import { num, parseJsonArray, str, strOrNull, type Row } from '../../db/row.ts';

export interface StoredIdentityDocument {
  id: number;
  reservationNumber: string;
  storedName: string;
  contentType: string;
}

export interface MoveRequest {
  hotelId: number;
  reservationId: number;
  move: FrontDeskMove;
  staff: { id: number; name: string };
  at: Date;
  /** assign-room: the room; return-pre-check-in: what the guest must fix. */
  roomNumber?: string;
  note?: string;
}

export interface FrontDeskRepository {
  /**
   * Makes a front desk move if the reservation's state allows it, stamped with who and when.
   * Answers null when done, why not otherwise; 'not-found' for another hotel's or no reservation.
   */
  move(request: MoveRequest): Promise<MoveRefusal | 'not-found' | null>;
  /** The hotel's reservations cancelled since an instant, newest first. */
  cancellations(hotelId: number, since: Date): Promise<Cancellation[]>;
  /** Every stamped move of a reservation, oldest first. */
  history(reservationId: number): Promise<ReservationMoveStamp[]>;
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
         r.status, r.cancelled_at, r.check_in_submitted_at, r.checked_out_at, r.check_in_review,
         c.done_at AS check_out_done_at, c.requested_at AS check_out_requested_at, c.options_json AS check_out_options_json
  FROM reservations r LEFT JOIN check_out_requests c ON c.reservation_id = r.id`;

function stateOf(row: Row): ReservationState {
  if (row.cancelled_at !== null && row.cancelled_at !== undefined) return 'Cancelled';
  if (row.checked_out_at !== null && row.checked_out_at !== undefined) return 'Checked out';
  return str(row.status) as ReservationState;
}

function preCheckInOf(row: Row): PreCheckInState {
  if (row.check_in_review === 'accepted' || row.check_in_review === 'returned')
    return row.check_in_review;
  return row.check_in_submitted_at ? 'sent' : 'not-sent';
}

/** How each move changes the reservation's row: the move's value (if any), then the reservation. */
const UPDATES: Record<FrontDeskMove, string> = {
  confirm: "UPDATE reservations SET status = 'Confirmed' WHERE id = ?",
  'assign-room': 'UPDATE reservations SET room_number = ? WHERE id = ?',
  'mark-arrived': "UPDATE reservations SET status = 'Arrived' WHERE id = ?",
  'accept-pre-check-in': "UPDATE reservations SET check_in_review = 'accepted' WHERE id = ?",
  'return-pre-check-in':
    "UPDATE reservations SET check_in_review = 'returned', check_in_return_note = ? WHERE id = ?",
  'check-out': 'UPDATE reservations SET checked_out_at = ? WHERE id = ?',
  cancel: "UPDATE reservations SET cancelled_at = ?, cancel_reason = 'front desk' WHERE id = ?",
};

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
        state: preCheckInOf(row),
        sentAt: strOrNull(row.check_in_submitted_at),
      },
      checkOut: {
        state: row.check_out_done_at ? 'done' : requestedAt ? 'requested' : 'none',
        requestedAt,
        options: parseJsonArray(row.check_out_options_json) as CheckOutOption[],
      },
    };
  }

  const updates = Object.fromEntries(
    Object.entries(UPDATES).map(([move, sql]) => [move, db.prepare(sql)]),
  ) as Record<FrontDeskMove, ReturnType<Database['prepare']>>;
  const checkOutDone = db.prepare(
    'UPDATE check_out_requests SET done_at = ? WHERE reservation_id = ? AND done_at IS NULL',
  );
  const stamp = db.prepare(
    'INSERT INTO reservation_moves (reservation_id, at, move, staff_id, by_name, note) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const stamps = db.prepare(
    'SELECT at, move, by_name, note FROM reservation_moves WHERE reservation_id = ? ORDER BY id',
  );

  // Who cancelled: the front desk's stamp, else the guest who made the reservation.
  const cancelled = db.prepare(`
    SELECT line.*,
      (SELECT by_name FROM reservation_moves m WHERE m.reservation_id = line.id AND m.move = 'cancel'
       ORDER BY m.id DESC LIMIT 1) AS cancelled_by_staff,
      (SELECT first_name || ' ' || last_name FROM guests g WHERE g.reservation_id = line.id AND g.is_primary = 1)
        AS primary_guest
    FROM (${LINE} WHERE r.hotel_id = ? AND r.cancelled_at >= ?) line
    ORDER BY line.cancelled_at DESC, line.id DESC`);

  return {
    async cancellations(hotelId, since) {
      return cancelled.all(hotelId, since.toISOString()).map((row) => {
        const staffName = strOrNull(row.cancelled_by_staff);
        return {
          ...line(row),
          cancelledAt: str(row.cancelled_at),
          cancelledBy: staffName
            ? { kind: 'staff' as const, name: staffName }
            : { kind: 'guest' as const, name: str(row.primary_guest) },
        };
      });
    },
    async move({ hotelId, reservationId, move, staff, at, roomNumber = '', note = '' }) {
      return transaction(db, () => {
        const row = one.get(hotelId, reservationId);
        if (!row) return 'not-found';
        const refusal = frontDeskMoveRefusal(move, {
          state: stateOf(row),
          roomNumber: strOrNull(row.room_number),
          preCheckIn: preCheckInOf(row),
        });
        if (refusal) return refusal;
        const stampedAt = at.toISOString();
        const value =
          move === 'assign-room' ? roomNumber : move === 'return-pre-check-in' ? note : stampedAt;
        // A move either only names the reservation, or sets one value too.
        if (UPDATES[move].split('?').length === 3) updates[move].run(value, reservationId);
        else updates[move].run(reservationId);
        if (move === 'check-out') checkOutDone.run(stampedAt, reservationId);
        stamp.run(
          reservationId,
          stampedAt,
          move,
          staff.id,
          staff.name,
          move === 'assign-room' ? roomNumber : note,
        );
        return null;
      });
    },
    async history(reservationId) {
      return stamps.all(reservationId).map((row) => ({
        at: str(row.at),
        move: str(row.move) as FrontDeskMove,
        by: str(row.by_name),
        note: str(row.note),
      }));
    },
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
