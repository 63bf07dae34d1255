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

export function createSqliteSignInThrottle(db: Database): SignInThrottle {
  const byClient = db.prepare(
    'SELECT failed_at AS failedAt FROM sign_in_failures WHERE client_address = ? AND failed_at > ? ORDER BY failed_at',
  );
  const byHotel = db.prepare(
    'SELECT COUNT(*) AS n FROM sign_in_failures WHERE hotel_id = ? AND failed_at > ?',
  );
  const byReservation = db.prepare(
    'SELECT failed_at AS failedAt FROM sign_in_failures WHERE hotel_id = ? AND reservation_key = ? AND failed_at > ? ORDER BY failed_at',
  );
  const insert = db.prepare(
    'INSERT INTO sign_in_failures (hotel_id, reservation_key, client_address, failed_at) VALUES (?, ?, ?, ?)',
  );
  const prune = db.prepare('DELETE FROM sign_in_failures WHERE failed_at <= ?');
  const clear = db.prepare(
    'DELETE FROM sign_in_failures WHERE hotel_id = ? AND reservation_key = ?',
  );
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
