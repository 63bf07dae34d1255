import type { Database } from '../../db/database.ts';
import type { GuestIdentity } from '../../http/request-context.ts';
import { hashToken, newAccessToken } from './access-tokens.ts';

export type SessionKind = 'access' | 'sign-in-link';

export interface SignInLookup {
  hotelId: number;
  reservation: string;
  arrivalDate: string;
  surname: string;
}

/** Folds case and Vietnamese diacritics so "Nguyễn" and "nguyen" match. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .trim()
    .toLowerCase();
}

export function createSessionRepository(db: Database) {
  const byNumber = db.prepare(`
    SELECT g.id AS guestId, g.last_name AS lastName, r.id AS reservationId
    FROM reservations r JOIN guests g ON g.reservation_id = r.id
    WHERE r.hotel_id = ? AND r.reservation_number = ? COLLATE NOCASE AND r.arrival_date = ?`);
  const byEmail = db.prepare(`
    SELECT g.id AS guestId, g.last_name AS lastName, r.id AS reservationId
    FROM reservations r JOIN guests g ON g.reservation_id = r.id
    WHERE r.hotel_id = ? AND g.email = ? COLLATE NOCASE AND r.arrival_date = ?`);
  const insert = db.prepare(`
    INSERT INTO sessions (token_hash, guest_id, hotel_id, kind, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const find = db.prepare(`
    SELECT s.guest_id AS guestId, s.hotel_id AS hotelId, g.reservation_id AS reservationId,
           s.expires_at AS expiresAt, s.revoked_at AS revokedAt, s.kind AS kind
    FROM sessions s JOIN guests g ON g.id = s.guest_id
    WHERE s.token_hash = ?`);
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL');

  return {
    /** The guest whose reservation (number or e-mail), arrival date and surname all match. */
    findGuestForSignIn(lookup: SignInLookup): { guestId: number } | null {
      const statement = lookup.reservation.includes('@') ? byEmail : byNumber;
      const rows = statement.all(lookup.hotelId, lookup.reservation.trim(), lookup.arrivalDate);
      const surname = foldName(lookup.surname);
      const row = rows.find((candidate) => foldName(String(candidate.lastName)) === surname);
      return row ? { guestId: Number(row.guestId) } : null;
    },

    open(guestId: number, hotelId: number, kind: SessionKind, ttlMs: number, now = new Date()) {
      const { token, tokenHash } = newAccessToken();
      const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
      insert.run(tokenHash, guestId, hotelId, kind, now.toISOString(), expiresAt);
      return { token, expiresAt };
    },

    /** A live token of this hotel and kind, or null: expired, revoked or another hotel's. */
    resolve(token: string, hotelId: number, kind: SessionKind, now = new Date()): GuestIdentity | null {
      const tokenHash = hashToken(token);
      const row = find.get(tokenHash);
      if (!row || row.revokedAt !== null || row.kind !== kind) return null;
      if (Number(row.hotelId) !== hotelId) return null;
      if (String(row.expiresAt) <= now.toISOString()) return null;
      return {
        guestId: Number(row.guestId),
        reservationId: Number(row.reservationId),
        hotelId,
        tokenHash,
      };
    },

    revokeHash(tokenHash: string, now = new Date()): void {
      revoke.run(now.toISOString(), tokenHash);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
