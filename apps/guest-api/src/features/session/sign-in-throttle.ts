import type { Store } from '../../db/store.ts';
import { SIGN_IN_WINDOW_MS, type FailureHistory } from './sign-in-budget.ts';

/** Who tries to sign in where: the client address, the hotel and the reservation's failure key. */
export interface SignInAttempt {
  hotelId: number;
  client: string;
  reservationKey: string;
}

/** Failed sign-ins per client address, hotel and reservation, within the window. */
export interface SignInThrottle {
  historyOf(attempt: SignInAttempt, now: Date): Promise<FailureHistory>;
  recordFailure(attempt: SignInAttempt, now: Date): Promise<void>;
  /** A guest who signed in: their reservation's failures are forgotten (the client's are not). */
  clearReservation(hotelId: number, reservationKey: string): Promise<void>;
}

/** Where failures are kept: the guests' (by reservation) or the staff's (by account e-mail). */
const FAILURE_TABLES = {
  guests: { table: 'sign_in_failures', key: 'reservation_key' },
  staff: { table: 'staff_sign_in_failures', key: 'account_key' },
} as const;

export function createSignInThrottle(
  store: Store,
  who: keyof typeof FAILURE_TABLES = 'guests',
): SignInThrottle {
  const { table, key } = FAILURE_TABLES[who];
  const since = (now: Date) => new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  return {
    async historyOf({ hotelId, client, reservationKey }, now) {
      const from = since(now);
      const [byClient, byHotel, byReservation] = await Promise.all([
        store
          .selectFrom(table)
          .select('failed_at')
          .where('client_address', '=', client)
          .where('failed_at', '>', from)
          .orderBy('failed_at')
          .execute(),
        store
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('hotel_id', '=', hotelId)
          .where('failed_at', '>', from)
          .executeTakeFirst(),
        store
          .selectFrom(table)
          .select('failed_at')
          .where('hotel_id', '=', hotelId)
          .where(key, '=', reservationKey)
          .where('failed_at', '>', from)
          .orderBy('failed_at')
          .execute(),
      ]);
      return {
        client: byClient.map((row) => row.failed_at),
        hotel: Number(byHotel?.n ?? 0),
        reservation: byReservation.map((row) => row.failed_at),
      };
    },
    async recordFailure({ hotelId, client, reservationKey }, now) {
      await store.deleteFrom(table).where('failed_at', '<=', since(now)).execute();
      await store
        .insertInto(table)
        .values({
          hotel_id: hotelId,
          [key]: reservationKey,
          client_address: client,
          failed_at: now.toISOString(),
        })
        .execute();
    },
    async clearReservation(hotelId, reservationKey) {
      await store
        .deleteFrom(table)
        .where('hotel_id', '=', hotelId)
        .where(key, '=', reservationKey)
        .execute();
    },
  };
}
