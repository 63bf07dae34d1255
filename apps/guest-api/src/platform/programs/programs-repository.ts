import type { Program, ProgramReservation } from '@portal/api-client/contract/programs';
import { onHotelClock } from '@portal/api-client/rules/hotel-calendar';
import {
  isDuringStay,
  type ProgramReservationState,
} from '@portal/api-client/rules/program-attendance';
import type { Selectable } from 'kysely';
import { localized } from '../../db/row.ts';
import { inTransaction, type Store } from '../../db/store.ts';
import type { ProgramReservationsTable, ProgramsTable } from '../../db/tables.ts';
import { imageRef } from '../media/image-ref.ts';
import { seatsOf, seatsReserved } from './program-seats.ts';
import { isFavouriteOf } from '../listings/favourite-flag.ts';

export type ReserveOutcome =
  'reserved' | 'not-found' | 'started' | 'already-reserved' | 'fully-booked' | 'outside-stay';
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
    /** The staff member reserving for the guest (absent: the guest in the portal). */
    reservedBy?: { id: number; name: string };
    /** The guest's stay on the hotel's calendar, when the session must start during it. */
    during?: { arrivalDate: string; departureDate: string; timeZone: string };
  }): Promise<ReserveOutcome>;
  cancel(input: {
    hotelId: number;
    programId: number;
    guestId: number;
    at: Date;
  }): Promise<CancelOutcome>;
}

type ProgramRow = Selectable<ProgramsTable> & { seats_reserved: unknown; is_favorite: unknown };
type ReservationRow = Pick<
  Selectable<ProgramReservationsTable>,
  'id' | 'program_id' | 'seats' | 'notes' | 'reserved_at' | 'state'
>;

export function createProgramsRepository(store: Store): ProgramsRepository {
  function programs(db: Store, hotelId: number, guestId: number) {
    return db
      .selectFrom('programs')
      .selectAll('programs')
      .select((eb) => [seatsReserved(eb), isFavouriteOf(guestId, 'program', 'programs')])
      .where('programs.hotel_id', '=', hotelId);
  }

  function reservations(db: Store, guestId: number) {
    return db
      .selectFrom('program_reservations')
      .select(['id', 'program_id', 'seats', 'notes', 'reserved_at', 'state'])
      .where('guest_id', '=', guestId);
  }

  function reservationOf(db: Store, programId: number, guestId: number) {
    return reservations(db, guestId).where('program_id', '=', programId).executeTakeFirst();
  }

  function toProgram(row: ProgramRow, reservation: ReservationRow | undefined): Program {
    const { seatsLeft } = seatsOf(row);
    return {
      id: row.id,
      title: localized(row, 'title'),
      summary: localized(row, 'summary'),
      description: localized(row, 'description'),
      location: localized(row, 'location'),
      image: imageRef(row.image),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      price: row.price,
      capacity: row.capacity,
      seatsLeft,
      fullyBooked: seatsLeft === 0,
      myReservation: reservation ? toReservation(reservation) : null,
      isFavorite: Number(row.is_favorite) === 1,
    };
  }

  return {
    async list(hotelId, guestId, now) {
      const [rows, mine] = await Promise.all([
        programs(store, hotelId, guestId)
          .where('programs.ends_at', '>', now.toISOString())
          .orderBy('programs.starts_at')
          .orderBy('programs.id')
          .execute(),
        reservations(store, guestId).execute(),
      ]);
      const byProgram = new Map(mine.map((reservation) => [reservation.program_id, reservation]));
      return rows.map((row) => toProgram(row, byProgram.get(row.id)));
    },
    async find(hotelId, guestId, programId) {
      const row = await programs(store, hotelId, guestId)
        .where('programs.id', '=', programId)
        .executeTakeFirst();
      return row ? toProgram(row, await reservationOf(store, programId, guestId)) : null;
    },
    async reserve({ hotelId, programId, guestId, seats, notes, at, reservedBy, during }) {
      return inTransaction(store, async (trx): Promise<ReserveOutcome> => {
        const row = await programs(trx, hotelId, guestId)
          .where('programs.id', '=', programId)
          .executeTakeFirst();
        if (!row) return 'not-found';
        if (row.starts_at <= at.toISOString()) return 'started';
        if (await reservationOf(trx, programId, guestId)) return 'already-reserved';
        if (seatsOf(row).seatsLeft < seats) return 'fully-booked';
        if (
          during &&
          !isDuringStay(onHotelClock(row.starts_at, during.timeZone, 'YYYY-MM-DD'), during)
        )
          return 'outside-stay';
        await trx
          .insertInto('program_reservations')
          .values({
            program_id: programId,
            guest_id: guestId,
            seats,
            notes,
            reserved_at: at.toISOString(),
            reserved_by_staff_id: reservedBy?.id ?? null,
            reserved_by_name: reservedBy?.name ?? null,
          })
          .execute();
        return 'reserved';
      });
    },
    async cancel({ hotelId, programId, guestId, at }) {
      return inTransaction(store, async (trx): Promise<CancelOutcome> => {
        const row = await programs(trx, hotelId, guestId)
          .where('programs.id', '=', programId)
          .executeTakeFirst();
        if (!row || !(await reservationOf(trx, programId, guestId))) return 'not-found';
        if (row.starts_at <= at.toISOString()) return 'started';
        await trx
          .deleteFrom('program_reservations')
          .where('program_id', '=', programId)
          .where('guest_id', '=', guestId)
          .execute();
        return 'cancelled';
      });
    },
  };
}

function toReservation(row: ReservationRow): ProgramReservation {
  return {
    id: row.id,
    programId: row.program_id,
    seats: row.seats,
    notes: row.notes,
    reservedAt: row.reserved_at,
    state: row.state as ProgramReservationState,
  };
}
