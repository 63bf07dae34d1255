import type { Program } from '@portal/api-client/contract/programs';
import { transaction, type Database } from '../../db/database.ts';
import { localized, num, str, type Row } from '../../db/row.ts';
import { imageRef } from '../../media/image-ref.ts';
import { SEATS_RESERVED_COLUMN, seatsOf } from './program-seats.ts';

export type ReserveOutcome =
  'reserved' | 'not-found' | 'started' | 'already-reserved' | 'fully-booked';
export type CancelOutcome = 'cancelled' | 'not-found' | 'started';

export interface ProgramsRepository {
  /** Programs not yet over at `now`, soonest first. */
  list(hotelId: number, guestId: number, now: Date): Promise<Program[]>;
  find(hotelId: number, guestId: number, programId: number): Promise<Program | null>;
  /** Checks the seats and books them in one transaction, so two guests never share the last seat. */
  reserve(input: {
    hotelId: number;
    programId: number;
    guestId: number;
    seats: number;
    notes: string;
    at: Date;
  }): Promise<ReserveOutcome>;
  cancel(input: {
    hotelId: number;
    programId: number;
    guestId: number;
    at: Date;
  }): Promise<CancelOutcome>;
}

export function createSqliteProgramsRepository(db: Database): ProgramsRepository {
  const columns = `p.*, ${SEATS_RESERVED_COLUMN},
    EXISTS (SELECT 1 FROM favorites f WHERE f.guest_id = ? AND f.kind = 'program' AND f.item_id = p.id) AS is_favorite`;
  const list = db.prepare(
    `SELECT ${columns} FROM programs p WHERE p.hotel_id = ? AND p.ends_at > ? ORDER BY p.starts_at, p.id`,
  );
  const find = db.prepare(`SELECT ${columns} FROM programs p WHERE p.hotel_id = ? AND p.id = ?`);
  const mine = db.prepare(
    'SELECT id, program_id, seats, notes, reserved_at FROM program_reservations WHERE program_id = ? AND guest_id = ?',
  );
  const insert = db.prepare(
    'INSERT INTO program_reservations (program_id, guest_id, seats, notes, reserved_at) VALUES (?, ?, ?, ?, ?)',
  );
  const remove = db.prepare(
    'DELETE FROM program_reservations WHERE program_id = ? AND guest_id = ?',
  );

  function toProgram(row: Row, guestId: number): Program {
    const reservation = mine.get(num(row.id), guestId);
    const { seatsLeft } = seatsOf(row);
    return {
      id: num(row.id),
      title: localized(row, 'title'),
      summary: localized(row, 'summary'),
      description: localized(row, 'description'),
      location: localized(row, 'location'),
      image: imageRef(str(row.image)),
      startsAt: str(row.starts_at),
      endsAt: str(row.ends_at),
      price: num(row.price),
      capacity: num(row.capacity),
      seatsLeft,
      fullyBooked: seatsLeft === 0,
      myReservation: reservation
        ? {
            id: num(reservation.id),
            programId: num(reservation.program_id),
            seats: num(reservation.seats),
            notes: str(reservation.notes),
            reservedAt: str(reservation.reserved_at),
          }
        : null,
      isFavorite: row.is_favorite === 1,
    };
  }

  return {
    async list(hotelId, guestId, now) {
      return list.all(guestId, hotelId, now.toISOString()).map((row) => toProgram(row, guestId));
    },
    async find(hotelId, guestId, programId) {
      const row = find.get(guestId, hotelId, programId);
      return row ? toProgram(row, guestId) : null;
    },
    async reserve({ hotelId, programId, guestId, seats, notes, at }) {
      return transaction(db, (): ReserveOutcome => {
        const row = find.get(guestId, hotelId, programId);
        if (!row) return 'not-found';
        if (str(row.starts_at) <= at.toISOString()) return 'started';
        if (mine.get(programId, guestId)) return 'already-reserved';
        if (seatsOf(row).seatsLeft < seats) return 'fully-booked';
        insert.run(programId, guestId, seats, notes, at.toISOString());
        return 'reserved';
      });
    },
    async cancel({ hotelId, programId, guestId, at }) {
      return transaction(db, (): CancelOutcome => {
        const row = find.get(guestId, hotelId, programId);
        if (!row || !mine.get(programId, guestId)) return 'not-found';
        if (str(row.starts_at) <= at.toISOString()) return 'started';
        remove.run(programId, guestId);
        return 'cancelled';
      });
    },
  };
}
