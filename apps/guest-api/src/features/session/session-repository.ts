import type { Database } from '../../db/database.ts';
import type { GuestIdentity } from '../../http/request-context.ts';
import { hashToken, newAccessToken } from './access-tokens.ts';

export type SessionKind = 'access' | 'sign-in-link';

export interface SignInLookup {
  hotelId: number;
  reservation: string;
  arrivalDate: string;
  surname: string;
  givenName?: string | undefined;
}

export interface LiveSession {
  identity: GuestIdentity;
  expiresAt: string;
}

/** The session's guest, if it is this hotel's and has not expired at `now`. */
export function identityAt(
  session: LiveSession | null,
  hotelId: number,
  now: Date,
): GuestIdentity | null {
  if (!session || session.identity.hotelId !== hotelId) return null;
  return session.expiresAt > now.toISOString() ? session.identity : null;
}

/** The guest who signs in; or several guests of the reservation share the surname typed. */
export type SignInMatch = { guestId: number } | 'given-name-required' | null;

/** Folds case and Vietnamese diacritics so "Nguyễn" and "nguyen" match. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

export function createSessionRepository(db: Database) {
  const byNumber = db.prepare(`
    SELECT g.id AS guestId, g.first_name AS firstName, g.last_name AS lastName, r.id AS reservationId
    FROM reservations r JOIN guests g ON g.reservation_id = r.id
    WHERE r.hotel_id = ? AND r.reservation_number = ? COLLATE NOCASE AND r.arrival_date = ? ORDER BY g.id`);
  const byEmail = db.prepare(`
    SELECT g.id AS guestId, g.first_name AS firstName, g.last_name AS lastName, r.id AS reservationId
    FROM reservations r JOIN guests g ON g.reservation_id = r.id
    WHERE r.hotel_id = ? AND g.email = ? COLLATE NOCASE AND r.arrival_date = ? ORDER BY g.id`);
  // Whatever the date typed: failures count against the reservation the number or e-mail names.
  const reservationByNumber = db.prepare(
    'SELECT id, arrival_date AS arrivalDate FROM reservations WHERE hotel_id = ? AND reservation_number = ? COLLATE NOCASE',
  );
  const reservationsByEmail = db.prepare(`
    SELECT DISTINCT r.id, r.arrival_date AS arrivalDate FROM reservations r JOIN guests g ON g.reservation_id = r.id
    WHERE r.hotel_id = ? AND g.email = ? COLLATE NOCASE ORDER BY r.id`);
  const insert = db.prepare(`
    INSERT INTO sessions (token_hash, guest_id, hotel_id, kind, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const find = db.prepare(`
    SELECT s.guest_id AS guestId, s.hotel_id AS hotelId, g.reservation_id AS reservationId,
           s.expires_at AS expiresAt, s.revoked_at AS revokedAt, s.kind AS kind
    FROM sessions s JOIN guests g ON g.id = s.guest_id
    WHERE s.token_hash = ?`);
  const revoke = db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  );

  /** The session of this hash and kind unless revoked, with when it expires (ISO). */
  function unrevoked(tokenHash: string, kind: SessionKind): LiveSession | null {
    const row = find.get(tokenHash);
    if (!row || row.revokedAt !== null || row.kind !== kind) return null;
    return {
      identity: {
        guestId: Number(row.guestId),
        reservationId: Number(row.reservationId),
        hotelId: Number(row.hotelId),
        tokenHash,
      },
      expiresAt: String(row.expiresAt),
    };
  }

  return {
    unrevoked,

    /**
     * What failed sign-ins are counted against: the reservation the number or e-mail names (the
     * one arriving that day when an e-mail has several), else what was typed, so an unknown
     * reservation is throttled exactly like a real one.
     */
    failureKeyOf(hotelId: number, reservation: string, arrivalDate: string): string {
      const typed = reservation.trim();
      const rows = typed.includes('@')
        ? reservationsByEmail.all(hotelId, typed)
        : reservationByNumber.all(hotelId, typed);
      const row = rows.find((candidate) => candidate.arrivalDate === arrivalDate) ?? rows[0];
      return row ? `reservation:${Number(row.id)}` : `typed:${foldName(typed)}`;
    },

    /**
     * The guest whose reservation (number, or their own e-mail), arrival date and surname match;
     * when several guests of it share the surname, the one whose given name matches too.
     */
    findGuestForSignIn(lookup: SignInLookup): SignInMatch {
      const statement = lookup.reservation.includes('@') ? byEmail : byNumber;
      const rows = statement.all(lookup.hotelId, lookup.reservation.trim(), lookup.arrivalDate);
      const surname = foldName(lookup.surname);
      const sameSurname = rows.filter(
        (candidate) => foldName(String(candidate.lastName)) === surname,
      );
      const givenName = lookup.givenName === undefined ? undefined : foldName(lookup.givenName);
      const matches =
        givenName === undefined
          ? sameSurname
          : sameSurname.filter((candidate) => foldName(String(candidate.firstName)) === givenName);
      const [first] = matches;
      if (!first) return null;
      if (matches.length > 1) return 'given-name-required';
      return { guestId: Number(first.guestId) };
    },

    open(guestId: number, hotelId: number, kind: SessionKind, ttlMs: number, now = new Date()) {
      const { token, tokenHash } = newAccessToken();
      const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
      insert.run(tokenHash, guestId, hotelId, kind, now.toISOString(), expiresAt);
      return { token, expiresAt };
    },

    /** A live token of this hotel and kind, or null: expired, revoked or another hotel's. */
    resolve(
      token: string,
      hotelId: number,
      kind: SessionKind,
      now = new Date(),
    ): GuestIdentity | null {
      return identityAt(unrevoked(hashToken(token), kind), hotelId, now);
    },

    /** The session behind an open event stream is still signed in (not revoked, not expired). */
    isLive(tokenHash: string, now = new Date()): boolean {
      const row = find.get(tokenHash);
      return !!row && row.revokedAt === null && String(row.expiresAt) > now.toISOString();
    },

    revokeHash(tokenHash: string, now = new Date()): void {
      revoke.run(now.toISOString(), tokenHash);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
