import { addDays, hotelInstant } from '@portal/api-client/rules/hotel-calendar';
import type { NewReservationGuest } from '@portal/api-client/staff-contract/reservation-import';
import { sql } from 'kysely';
import { isConstraintFailure } from '../../db/constraint-failure.ts';
import { inTransaction, type Store, type StoreTransaction } from '../../db/store.ts';
import { guestSearchText } from '../../platform/stay/folded-names.ts';
import { scheduleArrivalMessages } from '../../platform/outbox/outbox.ts';

/** A reservation as the front desk enters it, by hand or from a file. */
export interface NewStay {
  reservationNumber: string;
  arrivalDate: string;
  departureDate: string;
  roomType: string;
  state: 'Unconfirmed' | 'Confirmed';
  /** The first is the guest who made the reservation. */
  guests: NewReservationGuest[];
  /** The e-mails' language; absent: the hotel's default. */
  language?: 'en' | 'vi';
}

export interface ReservationImportRepository {
  /** Which of these numbers the hotel already has (cancelled reservations keep theirs). */
  takenNumbers(hotelId: number, numbers: string[]): Promise<Set<string>>;
  /**
   * Stores every stay in one transaction and answers their ids in order, or 'taken' (and stores
   * nothing) when a number was taken meanwhile.
   */
  create(
    hotel: { id: number; timeZone: string },
    stays: NewStay[],
    at?: Date,
  ): Promise<number[] | 'taken'>;
}

/** Which of these numbers the hotel has, whatever their case, as given. */
async function takenOf(
  store: Store | StoreTransaction,
  hotelId: number,
  numbers: string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await store
    .selectFrom('reservations')
    .select(sql<string>`lower(reservation_number)`.as('number'))
    .where('hotel_id', '=', hotelId)
    .where(
      sql<string>`lower(reservation_number)`,
      'in',
      numbers.map((number) => number.toLowerCase()),
    )
    .execute();
  const taken = new Set(rows.map((row) => row.number));
  return new Set(numbers.filter((number) => taken.has(number.toLowerCase())));
}

export function createReservationImportRepository(store: Store): ReservationImportRepository {
  return {
    takenNumbers(hotelId, numbers) {
      return takenOf(store, hotelId, numbers);
    },
    async create(hotel, stays, at = new Date()) {
      try {
        return await inTransaction(store, async (trx) => {
          const ids: number[] = [];
          for (const stay of stays) {
            if ((await takenOf(trx, hotel.id, [stay.reservationNumber])).size > 0)
              throw new NumberTaken();
            const { id } = await trx
              .insertInto('reservations')
              .values({
                hotel_id: hotel.id,
                reservation_number: stay.reservationNumber,
                arrival_date: stay.arrivalDate,
                departure_date: stay.departureDate,
                room_type: stay.roomType,
                adults: stay.guests.length,
                children: 0,
                status: stay.state,
                language: stay.language ?? null,
                // Free cancellation until 18:00 the day before arrival, as the demo's stays have it.
                cancellation_deadline: hotelInstant(
                  addDays(stay.arrivalDate, -1),
                  '18:00',
                  hotel.timeZone,
                ),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('guests')
              .values(
                stay.guests.map((guest, index) => ({
                  reservation_id: id,
                  is_primary: index === 0 ? 1 : 0,
                  first_name: guest.firstName,
                  last_name: guest.lastName,
                  email: guest.email,
                  search_text: guestSearchText(guest),
                })),
              )
              .execute();
            // The invitation (and reminder) are written with the reservation, or not at all.
            await scheduleArrivalMessages(trx, id, at);
            ids.push(id);
          }
          return ids;
        });
      } catch (error) {
        if (error instanceof NumberTaken || isConstraintFailure(error)) return 'taken';
        throw error;
      }
    },
  };
}

class NumberTaken extends Error {}
