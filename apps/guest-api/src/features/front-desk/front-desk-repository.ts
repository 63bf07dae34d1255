import type { CheckOutOption } from '@portal/api-client/contract/check-out';
import {
  frontDeskMoveRefusal,
  type FrontDeskMove,
  type MoveRefusal,
} from '@portal/api-client/rules/reservation-flow';
import type {
  Cancellation,
  FrontDeskReservation,
  ReservationMoveStamp,
} from '@portal/api-client/staff-contract/front-desk';
import { sql, type RawBuilder, type SqlBool, type Updateable } from 'kysely';
import { parseJsonArray } from '../../db/row.ts';
import { inTransaction, type Store, type StoreTransaction } from '../../db/store.ts';
import type { ReservationsTable } from '../../db/tables.ts';
import { foldName } from '../../platform/stay/folded-names.ts';
import { preCheckInOf, reservationStateOf } from '../../platform/stay/reservation-state.ts';
import { scheduleAfterMove } from '../../platform/outbox/outbox.ts';

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
  /**
   * The hotel's reservations of any date with the typed number, or a guest whose names or e-mail
   * start with every typed word (accents and case ignored); newest arrival first, at most `limit`.
   */
  search(hotelId: number, typed: string, limit: number): Promise<FrontDeskReservation[]>;
  /** The hotel's Arrived reservations, not checked out, by room. */
  inHouse(hotelId: number): Promise<FrontDeskReservation[]>;
  /** One identity document of the hotel, or null. */
  document(hotelId: number, documentId: number): Promise<StoredIdentityDocument | null>;
}

/** A reservation as the front desk's lists read it, with its check-out request if any. */
function lines(store: Store | StoreTransaction) {
  return store
    .selectFrom('reservations as r')
    .leftJoin('check_out_requests as c', 'c.reservation_id', 'r.id')
    .select([
      'r.id',
      'r.reservation_number',
      'r.arrival_date',
      'r.departure_date',
      'r.room_type',
      'r.room_number',
      'r.status',
      'r.cancelled_at',
      'r.check_in_submitted_at',
      'r.checked_out_at',
      'r.check_in_review',
      'c.done_at as check_out_done_at',
      'c.requested_at as check_out_requested_at',
      'c.options_json as check_out_options_json',
    ]);
}

type ReservationGuest = FrontDeskReservation['guests'][number];
type LineRow = Awaited<ReturnType<ReturnType<typeof lines>['executeTakeFirstOrThrow']>>;

/** `typed` as a LIKE pattern's literal part (its own % and _ match only themselves). */
function likeLiteral(typed: string): string {
  return typed.replace(/[\\%_]/g, '\\$&');
}

/** `text LIKE pattern` (built with likeLiteral), with the same escape character on both stores. */
function like(text: RawBuilder<string>, pattern: string) {
  return sql<SqlBool>`${text} LIKE ${pattern} ESCAPE '\\'`;
}

const byRoom = new Intl.Collator('en', { numeric: true });

/** What a move may write besides its stamp. */
interface MoveValues {
  at: string;
  roomNumber: string;
  note: string;
}

/** How each move changes the reservation's row. */
const UPDATES: Record<FrontDeskMove, (values: MoveValues) => Updateable<ReservationsTable>> = {
  confirm: () => ({ status: 'Confirmed' }),
  'assign-room': ({ roomNumber }) => ({ room_number: roomNumber }),
  'mark-arrived': () => ({ status: 'Arrived' }),
  'accept-pre-check-in': () => ({ check_in_review: 'accepted' }),
  'return-pre-check-in': ({ note }) => ({
    check_in_review: 'returned',
    check_in_return_note: note,
  }),
  'check-out': ({ at }) => ({ checked_out_at: at }),
  cancel: ({ at }) => ({ cancelled_at: at, cancel_reason: 'front desk' }),
};

export function createFrontDeskRepository(store: Store): FrontDeskRepository {
  /** The guests of every line, the primary one first, by reservation: one query for them all. */
  async function guestsOf(rows: LineRow[]): Promise<Map<number, ReservationGuest[]>> {
    const byReservation = new Map<number, ReservationGuest[]>();
    if (rows.length === 0) return byReservation;
    const guests = await store
      .selectFrom('guests')
      .select(['id', 'reservation_id', 'first_name', 'last_name', 'is_primary', 'is_child'])
      .where('reservation_id', 'in', [...new Set(rows.map((row) => row.id))])
      .orderBy('is_primary', 'desc')
      .orderBy('id')
      .execute();
    for (const guest of guests) {
      const known = byReservation.get(guest.reservation_id) ?? [];
      known.push({
        id: guest.id,
        firstName: guest.first_name,
        lastName: guest.last_name,
        isPrimary: Number(guest.is_primary) === 1,
        isChild: Number(guest.is_child) === 1,
      });
      byReservation.set(guest.reservation_id, known);
    }
    return byReservation;
  }

  function line(row: LineRow, guests: Map<number, ReservationGuest[]>): FrontDeskReservation {
    const requestedAt = row.check_out_requested_at;
    return {
      id: row.id,
      reservationNumber: row.reservation_number,
      arrivalDate: row.arrival_date,
      departureDate: row.departure_date,
      guests: guests.get(row.id) ?? [],
      roomType: row.room_type,
      roomNumber: row.room_number,
      state: reservationStateOf(row),
      preCheckIn: {
        state: preCheckInOf(row),
        sentAt: row.check_in_submitted_at,
      },
      checkOut: {
        state: row.check_out_done_at ? 'done' : requestedAt ? 'requested' : 'none',
        requestedAt,
        options: parseJsonArray(row.check_out_options_json) as CheckOutOption[],
      },
    };
  }

  async function withGuests(rows: LineRow[]): Promise<FrontDeskReservation[]> {
    const guests = await guestsOf(rows);
    return rows.map((row) => line(row, guests));
  }

  function oneLine(source: Store | StoreTransaction, hotelId: number, reservationId: number) {
    return lines(source)
      .where('r.hotel_id', '=', hotelId)
      .where('r.id', '=', reservationId)
      .executeTakeFirst();
  }

  return {
    async cancellations(hotelId, since) {
      // Who cancelled: the front desk's stamp, else the guest who made the reservation.
      const rows = await lines(store)
        .select((eb) => [
          eb
            .selectFrom('reservation_moves as m')
            .select('m.by_name')
            .whereRef('m.reservation_id', '=', 'r.id')
            .where('m.move', '=', 'cancel')
            .orderBy('m.id', 'desc')
            .limit(1)
            .as('cancelled_by_staff'),
          eb
            .selectFrom('guests as g')
            .select(sql<string>`g.first_name || ' ' || g.last_name`.as('name'))
            .whereRef('g.reservation_id', '=', 'r.id')
            .where('g.is_primary', '=', 1)
            .orderBy('g.id')
            .limit(1)
            .as('primary_guest'),
        ])
        .where('r.hotel_id', '=', hotelId)
        .where('r.cancelled_at', '>=', since.toISOString())
        .orderBy('r.cancelled_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute();
      const guests = await guestsOf(rows);
      return rows.map((row) => ({
        ...line(row, guests),
        cancelledAt: row.cancelled_at ?? '',
        cancelledBy: row.cancelled_by_staff
          ? { kind: 'staff' as const, name: row.cancelled_by_staff }
          : { kind: 'guest' as const, name: row.primary_guest ?? '' },
      }));
    },
    async move({ hotelId, reservationId, move, staff, at, roomNumber = '', note = '' }) {
      return inTransaction(store, async (trx) => {
        const row = await oneLine(trx, hotelId, reservationId);
        if (!row) return 'not-found';
        const refusal = frontDeskMoveRefusal(move, {
          state: reservationStateOf(row),
          roomNumber: row.room_number,
          preCheckIn: preCheckInOf(row),
        });
        if (refusal) return refusal;
        const stampedAt = at.toISOString();
        await trx
          .updateTable('reservations')
          .set(UPDATES[move]({ at: stampedAt, roomNumber, note }))
          .where('id', '=', reservationId)
          .execute();
        if (move === 'check-out')
          await trx
            .updateTable('check_out_requests')
            .set({ done_at: stampedAt })
            .where('reservation_id', '=', reservationId)
            .where('done_at', 'is', null)
            .execute();
        await trx
          .insertInto('reservation_moves')
          .values({
            reservation_id: reservationId,
            at: stampedAt,
            move,
            staff_id: staff.id,
            by_name: staff.name,
            note: move === 'assign-room' ? roomNumber : note,
          })
          .execute();
        await scheduleAfterMove(trx, reservationId, move, at, note);
        return null;
      });
    },
    async history(reservationId) {
      const rows = await store
        .selectFrom('reservation_moves')
        .select(['at', 'move', 'by_name', 'note'])
        .where('reservation_id', '=', reservationId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        at: row.at,
        move: row.move as FrontDeskMove,
        by: row.by_name,
        note: row.note,
      }));
    },
    async day(hotelId, side, date) {
      const rows = await lines(store)
        .where('r.hotel_id', '=', hotelId)
        .where(side === 'arrival' ? 'r.arrival_date' : 'r.departure_date', '=', date)
        .where('r.cancelled_at', 'is', null)
        .orderBy('r.reservation_number')
        .execute();
      return withGuests(rows);
    },
    async search(hotelId, typed, limit) {
      const words = foldName(typed)
        .split(' ')
        .filter((word) => word !== '');
      if (words.length === 0) return [];
      const rows = await lines(store)
        .where('r.hotel_id', '=', hotelId)
        .where((eb) =>
          eb.or([
            like(
              sql<string>`lower(${sql.ref('r.reservation_number')})`,
              `%${likeLiteral(words.join(''))}%`,
            ),
            eb.exists(
              eb
                .selectFrom('guests as g')
                .select('g.id')
                .whereRef('g.reservation_id', '=', 'r.id')
                .where((guest) =>
                  guest.and(
                    words.map((word) =>
                      like(sql<string>`${sql.ref('g.search_text')}`, `% ${likeLiteral(word)}%`),
                    ),
                  ),
                ),
            ),
          ]),
        )
        .orderBy('r.arrival_date', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute();
      return withGuests(rows);
    },
    async inHouse(hotelId) {
      const rows = await lines(store)
        .where('r.hotel_id', '=', hotelId)
        .where('r.status', '=', 'Arrived')
        .where('r.cancelled_at', 'is', null)
        .where('r.checked_out_at', 'is', null)
        .execute();
      rows.sort(
        (a, b) =>
          byRoom.compare(a.room_number ?? '', b.room_number ?? '') ||
          a.reservation_number.localeCompare(b.reservation_number),
      );
      return withGuests(rows);
    },
    async find(hotelId, reservationId) {
      const row = await oneLine(store, hotelId, reservationId);
      return row ? line(row, await guestsOf([row])) : null;
    },
    async document(hotelId, documentId) {
      const row = await store
        .selectFrom('identity_documents as d')
        .innerJoin('reservations as r', 'r.id', 'd.reservation_id')
        .select(['d.id', 'd.stored_name', 'd.content_type', 'r.reservation_number'])
        .where('r.hotel_id', '=', hotelId)
        .where('d.id', '=', documentId)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            reservationNumber: row.reservation_number,
            storedName: row.stored_name,
            contentType: row.content_type,
          }
        : null;
    },
  };
}
