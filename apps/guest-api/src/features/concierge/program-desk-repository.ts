import type { ProgramAttendance } from '@portal/api-client/rules/program-attendance';
import type { ProgramGuest } from '@portal/api-client/staff-contract/program-reservations';
import { sql } from 'kysely';
import type { Store } from '../../db/store.ts';

/** A guest's reservation of a session, with what the concierge's rules and audit entry need. */
export interface DeskReservation {
  id: number;
  programId: number;
  /** The guest's hotel reservation, whose open portal is told. */
  reservationId: number;
  reservationNumber: string;
  guestName: string;
  programTitle: string;
  startsAt: string;
}

export interface GuestStay {
  reservationId: number;
  reservationNumber: string;
  guestName: string;
  arrivalDate: string;
  departureDate: string;
  cancelled: boolean;
  checkedOut: boolean;
}

/** The concierge's side of program reservations: finding the guest, marking and cancelling. */
export interface ProgramDeskRepository {
  /** Guests of reservations not cancelled nor checked out, departing `today` or later. */
  findGuests(hotelId: number, search: string, today: string): Promise<ProgramGuest[]>;
  stayOf(hotelId: number, guestId: number): Promise<GuestStay | null>;
  find(hotelId: number, programReservationId: number): Promise<DeskReservation | null>;
  mark(
    programReservationId: number,
    state: ProgramAttendance,
    staff: { id: number; name: string },
    at: Date,
  ): Promise<void>;
  cancel(programReservationId: number): Promise<void>;
}

const GUESTS_FOUND_MAX = 20;

/** `text` as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createProgramDeskRepository(store: Store): ProgramDeskRepository {
  return {
    async findGuests(hotelId, search, today) {
      const folded = search.trim().toLowerCase();
      const rows = await store
        .selectFrom('guests as g')
        .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
        .select([
          'g.id',
          'g.first_name',
          'g.last_name',
          'r.reservation_number',
          'r.room_number',
          'r.arrival_date',
          'r.departure_date',
        ])
        .where('r.hotel_id', '=', hotelId)
        .where('r.cancelled_at', 'is', null)
        .where('r.checked_out_at', 'is', null)
        .where('r.departure_date', '>=', today)
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['r.reservation_number']), '=', folded),
            eb(
              sql<string>`lower(g.first_name || ' ' || g.last_name)`,
              'like',
              sql<string>`${containing(folded)} ESCAPE '\\'`,
            ),
          ]),
        )
        .orderBy('r.arrival_date')
        .orderBy('r.reservation_number')
        .orderBy('g.is_primary', 'desc')
        .orderBy('g.id')
        .limit(GUESTS_FOUND_MAX)
        .execute();
      return rows.map((row) => ({
        guestId: row.id,
        guestName: `${row.first_name} ${row.last_name}`,
        reservationNumber: row.reservation_number,
        roomNumber: row.room_number,
        arrivalDate: row.arrival_date,
        departureDate: row.departure_date,
      }));
    },
    async stayOf(hotelId, guestId) {
      const row = await store
        .selectFrom('guests as g')
        .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
        .select([
          'r.id',
          'r.reservation_number',
          'r.arrival_date',
          'r.departure_date',
          'r.cancelled_at',
          'r.checked_out_at',
          'g.first_name',
          'g.last_name',
        ])
        .where('g.id', '=', guestId)
        .where('r.hotel_id', '=', hotelId)
        .executeTakeFirst();
      return row
        ? {
            reservationId: row.id,
            reservationNumber: row.reservation_number,
            guestName: `${row.first_name} ${row.last_name}`,
            arrivalDate: row.arrival_date,
            departureDate: row.departure_date,
            cancelled: row.cancelled_at !== null,
            checkedOut: row.checked_out_at !== null,
          }
        : null;
    },
    async find(hotelId, programReservationId) {
      const row = await store
        .selectFrom('program_reservations as pr')
        .innerJoin('programs as p', 'p.id', 'pr.program_id')
        .innerJoin('guests as g', 'g.id', 'pr.guest_id')
        .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
        .select([
          'pr.id',
          'pr.program_id',
          'p.title_en',
          'p.starts_at',
          'r.id as reservation_id',
          'r.reservation_number',
          'g.first_name',
          'g.last_name',
        ])
        .where('pr.id', '=', programReservationId)
        .where('p.hotel_id', '=', hotelId)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            programId: row.program_id,
            reservationId: row.reservation_id,
            reservationNumber: row.reservation_number,
            guestName: `${row.first_name} ${row.last_name}`,
            programTitle: row.title_en,
            startsAt: row.starts_at,
          }
        : null;
    },
    async mark(programReservationId, state, staff, at) {
      await store
        .updateTable('program_reservations')
        .set({
          state,
          marked_at: at.toISOString(),
          marked_by_staff_id: staff.id,
          marked_by_name: staff.name,
        })
        .where('id', '=', programReservationId)
        .execute();
    },
    async cancel(programReservationId) {
      await store
        .deleteFrom('program_reservations')
        .where('id', '=', programReservationId)
        .execute();
    },
  };
}
