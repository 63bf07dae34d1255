import type {
  ProgramInput,
  SessionReservation,
  StaffProgram,
} from '@portal/api-client/staff-contract/concierge';
import { transaction, type Database } from '../../db/database.ts';
import { inBothLanguages, localized, num, type Row, str, strOrNull } from '../../db/row.ts';
import { imageRef } from '../../media/image-ref.ts';
import { SEATS_RESERVED_COLUMN, seatsOf } from '../programs/program-seats.ts';

export type SessionChangeResult =
  | { outcome: 'changed'; program: StaffProgram }
  | { outcome: 'not-found' }
  | { outcome: 'capacity-below-seats-taken'; seatsTaken: number };

/** The concierge's program sessions (one program row is one session). */
export interface ProgramSessionsRepository {
  /** Sessions ending at `endingFrom` or later, soonest first, with their reservations. */
  list(hotelId: number, endingFrom: string): Promise<StaffProgram[]>;
  find(hotelId: number, programId: number): Promise<StaffProgram | null>;
  add(hotelId: number, input: ProgramInput): Promise<StaffProgram>;
  /** Refuses a capacity below the seats held and reserved, checked and written in one transaction. */
  change(hotelId: number, programId: number, input: ProgramInput): Promise<SessionChangeResult>;
}

/** An instant as the guest side stores and compares it: ISO in UTC. */
const stored = (instant: string) => new Date(instant).toISOString();

export function createSqliteProgramSessionsRepository(db: Database): ProgramSessionsRepository {
  const columns = `p.*, ${SEATS_RESERVED_COLUMN}`;
  const list = db.prepare(
    `SELECT ${columns} FROM programs p WHERE p.hotel_id = ? AND p.ends_at >= ? ORDER BY p.starts_at, p.id`,
  );
  const find = db.prepare(`SELECT ${columns} FROM programs p WHERE p.hotel_id = ? AND p.id = ?`);
  const reservationsOf = db.prepare(`
    SELECT pr.id, pr.seats, pr.notes, pr.reserved_at, g.first_name || ' ' || g.last_name AS guest_name,
      r.reservation_number, r.room_number
    FROM program_reservations pr JOIN guests g ON g.id = pr.guest_id JOIN reservations r ON r.id = g.reservation_id
    WHERE pr.program_id = ? ORDER BY pr.reserved_at, pr.id`);
  const insert = db.prepare(`
    INSERT INTO programs (hotel_id, title_en, title_vi, summary_en, summary_vi, description_en, description_vi,
      location_en, location_vi, image, starts_at, ends_at, price, capacity, seats_held)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`);
  const update = db.prepare(`
    UPDATE programs SET title_en = ?, title_vi = ?, summary_en = ?, summary_vi = ?, description_en = ?,
      description_vi = ?, location_en = ?, location_vi = ?, image = ?, starts_at = ?, ends_at = ?, price = ?,
      capacity = ?, seats_held = ?
    WHERE hotel_id = ? AND id = ?`);

  function values(input: ProgramInput) {
    return [
      ...inBothLanguages(input.title, input.summary, input.description, input.location),
      input.picture,
      stored(input.startsAt),
      stored(input.endsAt),
      input.price,
      input.capacity,
      input.seatsHeld,
    ];
  }

  function toReservation(row: Row): SessionReservation {
    return {
      id: num(row.id),
      guestName: str(row.guest_name),
      reservationNumber: str(row.reservation_number),
      roomNumber: strOrNull(row.room_number),
      seats: num(row.seats),
      notes: str(row.notes),
      reservedAt: str(row.reserved_at),
    };
  }

  function toStaffProgram(row: Row): StaffProgram {
    const picture = str(row.image);
    return {
      id: num(row.id),
      title: localized(row, 'title'),
      summary: localized(row, 'summary'),
      description: localized(row, 'description'),
      location: localized(row, 'location'),
      picture,
      image: imageRef(picture),
      startsAt: str(row.starts_at),
      endsAt: str(row.ends_at),
      price: num(row.price),
      capacity: num(row.capacity),
      seatsHeld: num(row.seats_held),
      ...seatsOf(row),
      reservations: reservationsOf.all(num(row.id)).map(toReservation),
    };
  }

  function found(hotelId: number, programId: number): StaffProgram {
    const row = find.get(hotelId, programId);
    if (!row) throw new Error('The program session just written is missing');
    return toStaffProgram(row);
  }

  return {
    async list(hotelId, endingFrom) {
      return list.all(hotelId, endingFrom).map(toStaffProgram);
    },
    async find(hotelId, programId) {
      const row = find.get(hotelId, programId);
      return row ? toStaffProgram(row) : null;
    },
    async add(hotelId, input) {
      const row = insert.get(hotelId, ...values(input));
      return found(hotelId, num(row?.id));
    },
    async change(hotelId, programId, input) {
      return transaction(db, (): SessionChangeResult => {
        const row = find.get(hotelId, programId);
        if (!row) return { outcome: 'not-found' };
        const seatsTaken = input.seatsHeld + seatsOf(row).seatsReserved;
        if (input.capacity < seatsTaken)
          return { outcome: 'capacity-below-seats-taken', seatsTaken };
        update.run(...values(input), hotelId, programId);
        return { outcome: 'changed', program: found(hotelId, programId) };
      });
    },
  };
}
