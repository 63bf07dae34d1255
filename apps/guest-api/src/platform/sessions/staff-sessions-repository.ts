import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@portal/api-client/rules/staff-roles';
import { preparedRead, preparedWrite } from '../../db/prepared.ts';
import type { Store } from '../../db/store.ts';
import type { StaffIdentity } from '../http/request-context.ts';
import { hashToken, newAccessToken } from './access-tokens.ts';

export interface StaffSessionLimits {
  /** A session ends after this long without a call. */
  idleMs: number;
  /** A session ends this long after sign-in, whatever happens. */
  maxMs: number;
}

export interface OpenedStaffSession {
  /** For the cookie only: it is stored hashed. */
  token: string;
  identity: StaffIdentity;
}

export interface StaffSessionsRepository {
  open(accountId: number, hotelId: number, now: Date): Promise<OpenedStaffSession>;
  /**
   * The session of this cookie in this hotel, if it is live (not revoked, not idle too long, not
   * past its end, its account enabled); a call through it counts as activity.
   */
  resolve(token: string, hotelId: number, now: Date): Promise<StaffIdentity | null>;
  revoke(tokenHash: string, now: Date): Promise<void>;
  /** Whether the session behind an open event stream still lives; the stream is no activity. */
  isLive(tokenHash: string, hotelId: number, now: Date): Promise<boolean>;
  /** The role of the account behind a live session as it is now (null once the session ended). */
  liveRole(tokenHash: string, hotelId: number, now: Date): Promise<StaffRole | null>;
  /** Every session of the account; `except` keeps one (the caller's own). */
  revokeAll(accountId: number, now: Date, except?: string): Promise<void>;
}

/** Every staff call reads its session and marks it seen: both built once per store (db/prepared.ts). */
const liveSessionRow = preparedRead(
  (store: Store, tokenHash: string, hotelId: number, now: string, idleSince: string) =>
    store
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_accounts as a', (join) =>
        join.onRef('a.id', '=', 's.account_id').onRef('a.hotel_id', '=', 's.hotel_id'),
      )
      .select(['s.hotel_id', 's.csrf_token', 's.expires_at', 'a.id', 'a.email', 'a.name', 'a.role'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.hotel_id', '=', hotelId)
      .where('s.revoked_at', 'is', null)
      .where('a.disabled', '=', 0)
      .where('s.expires_at', '>', now)
      .where('s.last_seen_at', '>', idleSince),
);

const seenAt = preparedWrite((store: Store, tokenHash: string, at: string) =>
  store.updateTable('staff_sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash),
);

export function createStaffSessionsRepository(
  store: Store,
  limits: StaffSessionLimits,
): StaffSessionsRepository {
  const idleEnd = (lastSeen: Date) => new Date(lastSeen.getTime() + limits.idleMs).toISOString();

  async function identityOf(
    tokenHash: string,
    hotelId: number,
    now: Date,
  ): Promise<StaffIdentity | null> {
    const idleSince = new Date(now.getTime() - limits.idleMs).toISOString();
    const [row] = await liveSessionRow(store, tokenHash, hotelId, now.toISOString(), idleSince);
    if (!row) return null;
    return {
      tokenHash,
      hotelId: row.hotel_id,
      csrfToken: row.csrf_token,
      idleExpiresAt: idleEnd(now),
      expiresAt: row.expires_at,
      staff: { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole },
    };
  }

  return {
    async open(accountId, hotelId, now) {
      const { token, tokenHash } = newAccessToken();
      const stamp = now.toISOString();
      await store
        .insertInto('staff_sessions')
        .values({
          token_hash: tokenHash,
          account_id: accountId,
          hotel_id: hotelId,
          csrf_token: randomBytes(32).toString('base64url'),
          created_at: stamp,
          last_seen_at: stamp,
          expires_at: new Date(now.getTime() + limits.maxMs).toISOString(),
        })
        .execute();
      const identity = await identityOf(tokenHash, hotelId, now);
      if (!identity) throw new Error('A staff session just opened is not live');
      return { token, identity };
    },
    async resolve(token, hotelId, now) {
      const tokenHash = hashToken(token);
      const identity = await identityOf(tokenHash, hotelId, now);
      if (identity) await seenAt(store, tokenHash, now.toISOString());
      return identity;
    },
    async isLive(tokenHash, hotelId, now) {
      return (await identityOf(tokenHash, hotelId, now)) !== null;
    },
    async liveRole(tokenHash, hotelId, now) {
      return (await identityOf(tokenHash, hotelId, now))?.staff.role ?? null;
    },
    async revoke(tokenHash, now) {
      await store
        .updateTable('staff_sessions')
        .set({ revoked_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revokeAll(accountId, now, except = '') {
      await store
        .updateTable('staff_sessions')
        .set({ revoked_at: now.toISOString() })
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .where('token_hash', '<>', except)
        .execute();
    },
  };
}
