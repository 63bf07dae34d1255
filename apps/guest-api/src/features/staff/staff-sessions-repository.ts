import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@portal/api-client/rules/staff-roles';
import type { Database } from '../../db/database.ts';
import { num, str } from '../../db/row.ts';
import type { StaffIdentity } from '../../http/request-context.ts';
import { hashToken, newAccessToken } from '../session/access-tokens.ts';

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
  /** Every session of the account; `except` keeps one (the caller's own). */
  revokeAll(accountId: number, now: Date, except?: string): Promise<void>;
}

export function createSqliteStaffSessionsRepository(
  db: Database,
  limits: StaffSessionLimits,
): StaffSessionsRepository {
  const insert = db.prepare(`
    INSERT INTO staff_sessions (token_hash, account_id, hotel_id, csrf_token, created_at, last_seen_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const live = db.prepare(`
    SELECT s.token_hash, s.hotel_id, s.csrf_token, s.last_seen_at, s.expires_at,
      a.id, a.email, a.name, a.role
    FROM staff_sessions s JOIN staff_accounts a ON a.id = s.account_id AND a.hotel_id = s.hotel_id
    WHERE s.token_hash = ? AND s.hotel_id = ? AND s.revoked_at IS NULL AND a.disabled = 0
      AND s.expires_at > ? AND s.last_seen_at > ?`);
  const touch = db.prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?');
  const revoke = db.prepare(
    'UPDATE staff_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  );
  const revokeAll = db.prepare(
    'UPDATE staff_sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL AND token_hash <> ?',
  );
  const idleEnd = (lastSeen: Date) => new Date(lastSeen.getTime() + limits.idleMs).toISOString();

  function identityOf(tokenHash: string, hotelId: number, now: Date): StaffIdentity | null {
    const idleSince = new Date(now.getTime() - limits.idleMs).toISOString();
    const row = live.get(tokenHash, hotelId, now.toISOString(), idleSince);
    if (!row) return null;
    return {
      tokenHash,
      hotelId: num(row.hotel_id),
      csrfToken: str(row.csrf_token),
      idleExpiresAt: idleEnd(now),
      expiresAt: str(row.expires_at),
      staff: {
        id: num(row.id),
        email: str(row.email),
        name: str(row.name),
        role: str(row.role) as StaffRole,
      },
    };
  }

  return {
    async open(accountId, hotelId, now) {
      const { token, tokenHash } = newAccessToken();
      const csrfToken = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + limits.maxMs).toISOString();
      const stamp = now.toISOString();
      insert.run(tokenHash, accountId, hotelId, csrfToken, stamp, stamp, expiresAt);
      const identity = identityOf(tokenHash, hotelId, now);
      if (!identity) throw new Error('A staff session just opened is not live');
      return { token, identity };
    },
    async resolve(token, hotelId, now) {
      const tokenHash = hashToken(token);
      const identity = identityOf(tokenHash, hotelId, now);
      if (identity) touch.run(now.toISOString(), tokenHash);
      return identity;
    },
    async isLive(tokenHash, hotelId, now) {
      return identityOf(tokenHash, hotelId, now) !== null;
    },
    async revoke(tokenHash, now) {
      revoke.run(now.toISOString(), tokenHash);
    },
    async revokeAll(accountId, now, except = '') {
      revokeAll.run(now.toISOString(), accountId, except);
    },
  };
}
