import type {
  ProgramInput,
  SessionReservation,
  StaffProgram,
} from '@portal/api-client/staff-contract/concierge';
import type { ProgramReservationState } from '@portal/api-client/rules/program-attendance';
import type { Selectable } from 'kysely';
import { localized } from '../../db/row.ts';
import { inTransaction, type Store } from '../../db/store.ts';
import type { ProgramsTable } from '../../db/tables.ts';
import { imageRef } from '../../platform/media/image-ref.ts';
import { seatsOf, seatsReserved } from '../../platform/programs/program-seats.ts';

export type SessionChangeResult =
  | { outcome: 'changed'; program: StaffProgram }
  | { outcome: 'not-found' }
  | { outcome: 'capacity-below-seats-taken'; seatsTaken: number };

/** The concierge's program sessions (one program row is one session). */
export interface ProgramSessionsRepository {
  /** Sessions ending at `endingFrom` or later, soonest first, with their reservations. */
  list(hotelId: number, endingFrom: string): Promise<StaffProgram[]>;
  find(hotelId: number, programId: number): Promise<StaffProgram | null>;
  /** Whether a session of the hotel shows this picture (another session of it may too). */
  showsPicture(hotelId: number, picture: string): Promise<boolean>;
  add(hotelId: number, input: ProgramInput): Promise<StaffProgram>;
  /** Refuses a capacity below the seats held and reserved, checked and written in one transaction. */
  change(hotelId: number, programId: number, input: ProgramInput): Promise<SessionChangeResult>;
}

/** An instant as the guest side stores and compares it: ISO in UTC. */
const stored = (instant: string) => new Date(instant).toISOString();

type SessionRow = Selectable<ProgramsTable> & { seats_reserved: unknown };

function values(input: ProgramInput) {
  return {
    title_en: input.title.en,
    title_vi: input.title.vi,
    summary_en: input.summary.en,
    summary_vi: input.summary.vi,
    description_en: input.description.en,
    description_vi: input.description.vi,
    location_en: input.location.en,
    location_vi: input.location.vi,
    image: input.picture,
    starts_at: stored(input.startsAt),
    ends_at: stored(input.endsAt),
    price: input.price,
    capacity: input.capacity,
    seats_held: input.seatsHeld,
  };
}

export function createProgramSessionsRepository(store: Store): ProgramSessionsRepository {
  function sessions(db: Store, hotelId: number) {
    return db
      .selectFrom('programs')
      .selectAll('programs')
      .select((eb) => seatsReserved(eb))
      .where('programs.hotel_id', '=', hotelId);
  }

  function session(db: Store, hotelId: number, programId: number) {
    return sessions(db, hotelId).where('programs.id', '=', programId).executeTakeFirst();
  }

  async function reservationsOf(db: Store, programIds: number[]) {
    if (programIds.length === 0) return new Map<number, SessionReservation[]>();
    const rows = await db
      .selectFrom('program_reservations as pr')
      .innerJoin('guests as g', 'g.id', 'pr.guest_id')
      .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
      .select([
        'pr.id',
        'pr.program_id',
        'pr.seats',
        'pr.notes',
        'pr.reserved_at',
        'pr.reserved_by_name',
        'pr.state',
        'pr.marked_at',
        'pr.marked_by_name',
        'g.first_name',
        'g.last_name',
        'r.reservation_number',
        'r.room_number',
      ])
      .where('pr.program_id', 'in', programIds)
      .orderBy('pr.reserved_at')
      .orderBy('pr.id')
      .execute();
    const byProgram = new Map<number, SessionReservation[]>();
    for (const row of rows) {
      const reservation: SessionReservation = {
        id: row.id,
        guestName: `${row.first_name} ${row.last_name}`,
        reservationNumber: row.reservation_number,
        roomNumber: row.room_number,
        seats: row.seats,
        notes: row.notes,
        reservedAt: row.reserved_at,
        reservedBy: row.reserved_by_name,
        state: row.state as ProgramReservationState,
        markedBy:
          row.marked_at !== null && row.marked_by_name !== null
            ? { staffName: row.marked_by_name, at: row.marked_at }
            : null,
      };
      const ofProgram = byProgram.get(row.program_id) ?? [];
      ofProgram.push(reservation);
      byProgram.set(row.program_id, ofProgram);
    }
    return byProgram;
  }

  function toStaffProgram(
    row: SessionRow,
    reservations: Map<number, SessionReservation[]>,
  ): StaffProgram {
    return {
      id: row.id,
      title: localized(row, 'title'),
      summary: localized(row, 'summary'),
      description: localized(row, 'description'),
      location: localized(row, 'location'),
      picture: row.image,
      image: imageRef(row.image),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      price: row.price,
      capacity: row.capacity,
      seatsHeld: row.seats_held,
      ...seatsOf(row),
      reservations: reservations.get(row.id) ?? [],
    };
  }

  async function found(db: Store, hotelId: number, programId: number): Promise<StaffProgram> {
    const row = await session(db, hotelId, programId);
    if (!row) throw new Error('The program session just written is missing');
    return toStaffProgram(row, await reservationsOf(db, [programId]));
  }

  return {
    async list(hotelId, endingFrom) {
      const rows = await sessions(store, hotelId)
        .where('programs.ends_at', '>=', endingFrom)
        .orderBy('programs.starts_at')
        .orderBy('programs.id')
        .execute();
      const reservations = await reservationsOf(
        store,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toStaffProgram(row, reservations));
    },
    async find(hotelId, programId) {
      const row = await session(store, hotelId, programId);
      return row ? toStaffProgram(row, await reservationsOf(store, [programId])) : null;
    },
    async showsPicture(hotelId, picture) {
      const row = await store
        .selectFrom('programs')
        .select('id')
        .where('hotel_id', '=', hotelId)
        .where('image', '=', picture)
        .executeTakeFirst();
      return row !== undefined;
    },
    async add(hotelId, input) {
      const { id } = await store
        .insertInto('programs')
        .values({ hotel_id: hotelId, ...values(input) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return found(store, hotelId, id);
    },
    async change(hotelId, programId, input) {
      return inTransaction(store, async (trx): Promise<SessionChangeResult> => {
        const row = await session(trx, hotelId, programId);
        if (!row) return { outcome: 'not-found' };
        const seatsTaken = input.seatsHeld + seatsOf(row).seatsReserved;
        if (input.capacity < seatsTaken)
          return { outcome: 'capacity-below-seats-taken', seatsTaken };
        await trx
          .updateTable('programs')
          .set(values(input))
          .where('hotel_id', '=', hotelId)
          .where('id', '=', programId)
          .execute();
        return { outcome: 'changed', program: await found(trx, hotelId, programId) };
      });
    },
  };
}
