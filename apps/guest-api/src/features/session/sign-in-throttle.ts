import type { Database } from '../../db/database.ts';
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

export function createSqliteSignInThrottle(
  db: Database,
  who: keyof typeof FAILURE_TABLES = 'guests',
): SignInThrottle {
  const { table, key } = FAILURE_TABLES[who];
  const byClient = db.prepare(
    `SELECT failed_at AS failedAt FROM ${table} WHERE client_address = ? AND failed_at > ? ORDER BY failed_at`,
  );
  const byHotel = db.prepare(
    `SELECT COUNT(*) AS n FROM ${table} WHERE hotel_id = ? AND failed_at > ?`,
  );
  const byReservation = db.prepare(
    `SELECT failed_at AS failedAt FROM ${table} WHERE hotel_id = ? AND ${key} = ? AND failed_at > ? ORDER BY failed_at`,
  );
  const insert = db.prepare(
    `INSERT INTO ${table} (hotel_id, ${key}, client_address, failed_at) VALUES (?, ?, ?, ?)`,
  );
  const prune = db.prepare(`DELETE FROM ${table} WHERE failed_at <= ?`);
  const clear = db.prepare(`DELETE FROM ${table} WHERE hotel_id = ? AND ${key} = ?`);
  const since = (now: Date) => new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  return {
    async historyOf({ hotelId, client, reservationKey }, now) {
      const from = since(now);
      return {
        client: byClient.all(client, from).map((row) => String(row.failedAt)),
        hotel: Number(byHotel.get(hotelId, from)?.n ?? 0),
        reservation: byReservation
          .all(hotelId, reservationKey, from)
          .map((row) => String(row.failedAt)),
      };
    },
    async recordFailure({ hotelId, client, reservationKey }, now) {
      prune.run(since(now));
      insert.run(hotelId, reservationKey, client, now.toISOString());
    },
    async clearReservation(hotelId, reservationKey) {
      clear.run(hotelId, reservationKey);
    },
  };
}
