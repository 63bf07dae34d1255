import type { StaffAccount } from '@portal/api-client/staff-contract/staff-accounts';
import type { StaffRole } from '@portal/api-client/rules/staff-roles';
import { transaction, type Database } from '../../db/database.ts';
import { num, str, strOrNull, type Row } from '../../db/row.ts';

/** An account with what sign-in checks. */
export interface StaffCredentials {
  account: StaffAccount;
  passwordHash: string;
}

export interface NewAccount {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
}

export interface AccountChange {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
  passwordHash?: string;
}

export interface StaffAccountsRepository {
  /** By e-mail (lower case) within one hotel: another hotel's account is never found. */
  credentialsOf(hotelId: number, email: string): Promise<StaffCredentials | null>;
  byId(hotelId: number, id: number): Promise<StaffAccount | null>;
  list(hotelId: number): Promise<StaffAccount[]>;
  /** 'email-taken' when the hotel has an account with this e-mail already. */
  add(hotelId: number, account: NewAccount, at: Date): Promise<StaffAccount | 'email-taken'>;
  /**
   * 'last-manager' when the change would leave the hotel without an active manager, checked in
   * the same transaction as the write; null when the hotel has no such account.
   */
  update(
    hotelId: number,
    id: number,
    change: AccountChange,
    at: Date,
  ): Promise<StaffAccount | 'last-manager' | null>;
  recordSignIn(id: number, at: Date): Promise<void>;
}

/** Thrown inside the transaction to roll back a change that left the hotel without a manager. */
class LastManager extends Error {}

const COLUMNS = 'id, hotel_id, email, name, role, disabled, created_at, last_sign_in_at';

function toAccount(row: Row): StaffAccount {
  return {
    id: num(row.id),
    email: str(row.email),
    name: str(row.name),
    role: str(row.role) as StaffRole,
    disabled: num(row.disabled) === 1,
    createdAt: str(row.created_at),
    lastSignInAt: strOrNull(row.last_sign_in_at),
  };
}

export function createSqliteStaffAccountsRepository(db: Database): StaffAccountsRepository {
  const byEmail = db.prepare(
    `SELECT ${COLUMNS}, password_hash FROM staff_accounts WHERE hotel_id = ? AND email = ?`,
  );
  const byId = db.prepare(`SELECT ${COLUMNS} FROM staff_accounts WHERE hotel_id = ? AND id = ?`);
  const list = db.prepare(
    `SELECT ${COLUMNS} FROM staff_accounts WHERE hotel_id = ? ORDER BY disabled, name, id`,
  );
  const insert = db.prepare(`
    INSERT INTO staff_accounts (hotel_id, email, name, role, password_hash, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (hotel_id, email) DO NOTHING`);
  const update = db.prepare(`
    UPDATE staff_accounts SET name = coalesce(?, name), role = coalesce(?, role),
      disabled = coalesce(?, disabled), password_hash = coalesce(?, password_hash), updated_at = ?
    WHERE hotel_id = ? AND id = ?`);
  const activeManagers = db.prepare(
    `SELECT COUNT(*) AS n FROM staff_accounts WHERE hotel_id = ? AND role = 'manager' AND disabled = 0`,
  );
  const signedIn = db.prepare('UPDATE staff_accounts SET last_sign_in_at = ? WHERE id = ?');

  function changeInTransaction(hotelId: number, id: number, change: AccountChange, at: Date) {
    return transaction(db, () => {
      const row = byId.get(hotelId, id);
      if (!row) return null;
      const wasActiveManager = str(row.role) === 'manager' && num(row.disabled) === 0;
      update.run(
        change.name ?? null,
        change.role ?? null,
        change.disabled === undefined ? null : Number(change.disabled),
        change.passwordHash ?? null,
        at.toISOString(),
        hotelId,
        id,
      );
      if (wasActiveManager && num(activeManagers.get(hotelId)?.n) === 0) throw new LastManager();
      const changed = byId.get(hotelId, id);
      return changed ? toAccount(changed) : null;
    });
  }

  return {
    async credentialsOf(hotelId, email) {
      const row = byEmail.get(hotelId, email);
      return row ? { account: toAccount(row), passwordHash: str(row.password_hash) } : null;
    },
    async byId(hotelId, id) {
      const row = byId.get(hotelId, id);
      return row ? toAccount(row) : null;
    },
    async list(hotelId) {
      return list.all(hotelId).map(toAccount);
    },
    async add(hotelId, account, at) {
      const stamp = at.toISOString();
      const { changes, lastInsertRowid } = insert.run(
        hotelId,
        account.email,
        account.name,
        account.role,
        account.passwordHash,
        stamp,
        stamp,
      );
      if (changes === 0) return 'email-taken';
      const row = byId.get(hotelId, Number(lastInsertRowid));
      return row ? toAccount(row) : 'email-taken';
    },
    async update(hotelId, id, change, at) {
      try {
        return changeInTransaction(hotelId, id, change, at);
      } catch (error) {
        if (error instanceof LastManager) return 'last-manager';
        throw error;
      }
    },
    async recordSignIn(id, at) {
      signedIn.run(at.toISOString(), id);
    },
  };
}
