import { sql } from 'kysely';
import { storeKind, type Store, type StoreTransaction } from '../../db/store.ts';
import { SIGN_IN_WINDOW_MS, type FailureHistory, type SignInVerdict } from './sign-in-budget.ts';

/** Who tries to sign in where: the client address, the hotel and the reservation's failure key. */
export interface SignInAttempt {
  hotelId: number;
  client: string;
  reservationKey: string;
}

/** The failures before an attempt and the verdict on it; when it may go, it counts as a failure. */
export interface ReservedAttempt {
  history: FailureHistory;
  verdict: SignInVerdict;
  /** It signed in, or was not judged a failure: it no longer counts. */
  release(): Promise<void>;
}

/** Failed sign-ins per client address, hotel and reservation, within the window. */
export interface SignInThrottle {
  /**
   * Reads the failures, judges the attempt and, when it may go, counts it as a failure before its
   * details are checked, all while holding the table (one attempt at a time, on one instance or
   * on several sharing PostgreSQL): parallel attempts each see the ones before, so no more are
   * checked than the budget allows. The attempt stays a failure unless released.
   */
  reserve(
    attempt: SignInAttempt,
    now: Date,
    judge: (history: FailureHistory) => SignInVerdict,
  ): Promise<ReservedAttempt>;
  /** A guest who signed in: their reservation's failures are forgotten (the client's are not). */
  clearReservation(hotelId: number, reservationKey: string): Promise<void>;
}

/** Where failures are kept: the guests' (by reservation) or the staff's (by account e-mail). */
const FAILURE_TABLES = {
  guests: { table: 'sign_in_failures', key: 'reservation_key', lock: 7_240_601 },
  staff: { table: 'staff_sign_in_failures', key: 'account_key', lock: 7_240_602 },
} as const;

export function createSignInThrottle(
  store: Store,
  who: keyof typeof FAILURE_TABLES = 'guests',
): SignInThrottle {
  const { table, key, lock } = FAILURE_TABLES[who];
  const postgres = storeKind(store) === 'postgres';
  const since = (now: Date) => new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();

  async function historyOf(
    trx: StoreTransaction,
    { hotelId, client, reservationKey }: SignInAttempt,
    now: Date,
  ): Promise<FailureHistory> {
    const from = since(now);
    const [byClient, byHotel, byReservation] = await Promise.all([
      trx
        .selectFrom(table)
        .select('failed_at')
        .where('client_address', '=', client)
        .where('failed_at', '>', from)
        .orderBy('failed_at')
        .execute(),
      trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('hotel_id', '=', hotelId)
        .where('failed_at', '>', from)
        .executeTakeFirst(),
      trx
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
  }

  return {
    async reserve(attempt, now, judge) {
      const reserved = await store.transaction().execute(async (trx) => {
        // SQLite has one writer already; PostgreSQL's instances take turns on this lock until commit.
        if (postgres) await sql`SELECT pg_advisory_xact_lock(${lock})`.execute(trx);
        await trx.deleteFrom(table).where('failed_at', '<=', since(now)).execute();
        const history = await historyOf(trx, attempt, now);
        const verdict = judge(history);
        if (verdict.kind !== 'go') return { history, verdict, id: null };
        const { id } = await trx
          .insertInto(table)
          .values({
            hotel_id: attempt.hotelId,
            [key]: attempt.reservationKey,
            client_address: attempt.client,
            failed_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { history, verdict, id };
      });
      return {
        history: reserved.history,
        verdict: reserved.verdict,
        release: async () => {
          if (reserved.id !== null)
            await store.deleteFrom(table).where('id', '=', reserved.id).execute();
        },
      };
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
