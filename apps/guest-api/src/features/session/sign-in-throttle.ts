import type { Database } from '../../db/database.ts';
import { foldName } from './session-repository.ts';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_MAX_FAILURES = 5;

/** Counts failed sign-ins per hotel and reservation (number or e-mail), whatever the client IP. */
export interface SignInThrottle {
  isLocked(hotelId: number, reservation: string, now: Date): Promise<boolean>;
  recordFailure(hotelId: number, reservation: string, now: Date): Promise<void>;
  clear(hotelId: number, reservation: string): Promise<void>;
}

export function createSqliteSignInThrottle(db: Database): SignInThrottle {
  const count = db.prepare(
    'SELECT COUNT(*) AS n FROM sign_in_failures WHERE hotel_id = ? AND reservation_key = ? AND failed_at > ?',
  );
  const insert = db.prepare('INSERT INTO sign_in_failures (hotel_id, reservation_key, failed_at) VALUES (?, ?, ?)');
  const prune = db.prepare('DELETE FROM sign_in_failures WHERE failed_at <= ?');
  const clear = db.prepare('DELETE FROM sign_in_failures WHERE hotel_id = ? AND reservation_key = ?');
  const keyOf = (reservation: string) => foldName(reservation);
  return {
    async isLocked(hotelId, reservation, now) {
      const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
      return Number(count.get(hotelId, keyOf(reservation), since)?.n ?? 0) >= SIGN_IN_MAX_FAILURES;
    },
    async recordFailure(hotelId, reservation, now) {
      prune.run(new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString());
      insert.run(hotelId, keyOf(reservation), now.toISOString());
    },
    async clear(hotelId, reservation) {
      clear.run(hotelId, keyOf(reservation));
    },
  };
}
