import { sql } from 'kysely';
import { preparedRead } from '../../db/prepared.ts';
import type { Store } from '../../db/store.ts';
import type { GuestIdentity } from '../http/request-context.ts';
import { foldName } from '../stay/folded-names.ts';
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

/** Equal but for letter case, in both stores (SQLite's NOCASE has no PostgreSQL twin). */
function sameText(column: 'r.reservation_number' | 'g.email', typed: string) {
  return sql<boolean>`lower(${sql.ref(column)}) = lower(${typed})`;
}

const sessionRow = preparedRead((store: Store, tokenHash: string) =>
  store
    .selectFrom('sessions as s')
    .innerJoin('guests as g', 'g.id', 's.guest_id')
    .select([
      's.guest_id as guestId',
      's.hotel_id as hotelId',
      'g.reservation_id as reservationId',
      's.expires_at as expiresAt',
      's.revoked_at as revokedAt',
      's.kind',
    ])
    .where('s.token_hash', '=', tokenHash),
);

export function createSessionRepository(store: Store) {
  /** The guests of the reservation the number or e-mail names, arriving on `arrivalDate`. */
  function candidates(hotelId: number, reservation: string, arrivalDate: string) {
    const typed = reservation.trim();
    return store
      .selectFrom('reservations as r')
      .innerJoin('guests as g', 'g.reservation_id', 'r.id')
      .select(['g.id as guestId', 'g.first_name as firstName', 'g.last_name as lastName'])
      .where('r.hotel_id', '=', hotelId)
      .where(sameText(reservation.includes('@') ? 'g.email' : 'r.reservation_number', typed))
      .where('r.arrival_date', '=', arrivalDate)
      .orderBy('g.id')
      .execute();
  }

  // Whatever the date typed: failures count against the reservation the number or e-mail names.
  function reservationsNamed(hotelId: number, typed: string) {
    const reservations = store
      .selectFrom('reservations as r')
      .select(['r.id', 'r.arrival_date as arrivalDate'])
      .where('r.hotel_id', '=', hotelId)
      .orderBy('r.id');
    if (!typed.includes('@'))
      return reservations.where(sameText('r.reservation_number', typed)).execute();
    return reservations
      .innerJoin('guests as g', 'g.reservation_id', 'r.id')
      .distinct()
      .where(sameText('g.email', typed))
      .execute();
  }

  const find = async (tokenHash: string) => (await sessionRow(store, tokenHash))[0];

  async function unrevoked(tokenHash: string, kind: SessionKind): Promise<LiveSession | null> {
    const row = await find(tokenHash);
    if (!row || row.revokedAt !== null || row.kind !== kind) return null;
    return {
      identity: {
        guestId: Number(row.guestId),
        reservationId: Number(row.reservationId),
        hotelId: Number(row.hotelId),
        tokenHash,
      },
      expiresAt: row.expiresAt,
    };
  }

  return {
    unrevoked,

    /**
     * What failed sign-ins are counted against: the reservation the number or e-mail names (the
     * one arriving that day when an e-mail has several), else what was typed, so an unknown
     * reservation is throttled exactly like a real one.
     */
    async failureKeyOf(hotelId: number, reservation: string, arrivalDate: string): Promise<string> {
      const typed = reservation.trim();
      const rows = await reservationsNamed(hotelId, typed);
      const row = rows.find((candidate) => candidate.arrivalDate === arrivalDate) ?? rows[0];
      return row ? `reservation:${Number(row.id)}` : `typed:${foldName(typed)}`;
    },

    /**
     * The guest whose reservation (number, or their own e-mail), arrival date and surname match;
     * when several guests of it share the surname, the one whose given name matches too.
     */
    /** The departure date of the guest's stay in this hotel; undefined for no such guest. */
    async departureOf(guestId: number, hotelId: number): Promise<string | undefined> {
      const row = await store
        .selectFrom('guests as g')
        .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
        .select('r.departure_date')
        .where('g.id', '=', guestId)
        .where('r.hotel_id', '=', hotelId)
        .executeTakeFirst();
      return row?.departure_date;
    },

    async findGuestForSignIn(lookup: SignInLookup): Promise<SignInMatch> {
      const rows = await candidates(lookup.hotelId, lookup.reservation, lookup.arrivalDate);
      const surname = foldName(lookup.surname);
      const sameSurname = rows.filter((candidate) => foldName(candidate.lastName) === surname);
      const givenName = lookup.givenName === undefined ? undefined : foldName(lookup.givenName);
      const matches =
        givenName === undefined
          ? sameSurname
          : sameSurname.filter((candidate) => foldName(candidate.firstName) === givenName);
      const [first] = matches;
      if (!first) return null;
      if (matches.length > 1) return 'given-name-required';
      return { guestId: Number(first.guestId) };
    },

    async open(
      guestId: number,
      hotelId: number,
      kind: SessionKind,
      ttlMs: number,
      now = new Date(),
    ): Promise<{ token: string; expiresAt: string }> {
      const { token, tokenHash } = newAccessToken();
      const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
      await store
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          guest_id: guestId,
          hotel_id: hotelId,
          kind,
          created_at: now.toISOString(),
          expires_at: expiresAt,
        })
        .execute();
      return { token, expiresAt };
    },

    /** A live token of this hotel and kind, or null: expired, revoked or another hotel's. */
    async resolve(
      token: string,
      hotelId: number,
      kind: SessionKind,
      now = new Date(),
    ): Promise<GuestIdentity | null> {
      return identityAt(await unrevoked(hashToken(token), kind), hotelId, now);
    },

    /** The session behind an open event stream is still signed in (not revoked, not expired). */
    async isLive(tokenHash: string, now = new Date()): Promise<boolean> {
      const row = await find(tokenHash);
      return !!row && row.revokedAt === null && row.expiresAt > now.toISOString();
    },

    /** Whether this call revoked it: false when it was revoked already (a link used twice at once). */
    async revokeHash(tokenHash: string, now = new Date()): Promise<boolean> {
      const { numUpdatedRows } = await store
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      return numUpdatedRows > 0n;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
