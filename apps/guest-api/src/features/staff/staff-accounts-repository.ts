import type { StaffAccount } from '@portal/api-client/staff-contract/staff-accounts';
import type { StaffRole } from '@portal/api-client/rules/staff-roles';
import type { Updateable } from 'kysely';
import { inTransaction, type Store, type StoreTransaction } from '../../db/store.ts';
import type { StaffAccountsTable } from '../../db/tables.ts';

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

const COLUMNS = [
  'id',
  'hotel_id',
  'email',
  'name',
  'role',
  'disabled',
  'created_at',
  'last_sign_in_at',
] as const;

interface AccountRow {
  id: number;
  email: string;
  name: string;
  role: string;
  disabled: number;
  created_at: string;
  last_sign_in_at: string | null;
}

function toAccount(row: AccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    disabled: Number(row.disabled) === 1,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  };
}

function accountRow(store: Store | StoreTransaction, hotelId: number, id: number) {
  return store
    .selectFrom('staff_accounts')
    .select(COLUMNS)
    .where('hotel_id', '=', hotelId)
    .where('id', '=', id)
    .executeTakeFirst();
}

function columnsOf(change: AccountChange, at: Date): Updateable<StaffAccountsTable> {
  return {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.role === undefined ? {} : { role: change.role }),
    ...(change.disabled === undefined ? {} : { disabled: change.disabled ? 1 : 0 }),
    ...(change.passwordHash === undefined ? {} : { password_hash: change.passwordHash }),
    updated_at: at.toISOString(),
  };
}

export function createStaffAccountsRepository(store: Store): StaffAccountsRepository {
  function changeInTransaction(hotelId: number, id: number, change: AccountChange, at: Date) {
    return inTransaction(store, async (trx) => {
      const row = await accountRow(trx, hotelId, id);
      if (!row) return null;
      const wasActiveManager = row.role === 'manager' && Number(row.disabled) === 0;
      await trx
        .updateTable('staff_accounts')
        .set(columnsOf(change, at))
        .where('hotel_id', '=', hotelId)
        .where('id', '=', id)
        .execute();
      if (wasActiveManager) {
        const managers = await trx
          .selectFrom('staff_accounts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('hotel_id', '=', hotelId)
          .where('role', '=', 'manager')
          .where('disabled', '=', 0)
          .executeTakeFirst();
        if (Number(managers?.n ?? 0) === 0) throw new LastManager();
      }
      const changed = await accountRow(trx, hotelId, id);
      return changed ? toAccount(changed) : null;
    });
  }

  return {
    async credentialsOf(hotelId, email) {
      const row = await store
        .selectFrom('staff_accounts')
        .select([...COLUMNS, 'password_hash'])
        .where('hotel_id', '=', hotelId)
        .where('email', '=', email)
        .executeTakeFirst();
      return row ? { account: toAccount(row), passwordHash: row.password_hash } : null;
    },
    async byId(hotelId, id) {
      const row = await accountRow(store, hotelId, id);
      return row ? toAccount(row) : null;
    },
    async list(hotelId) {
      const rows = await store
        .selectFrom('staff_accounts')
        .select(COLUMNS)
        .where('hotel_id', '=', hotelId)
        .orderBy('disabled')
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(toAccount);
    },
    async add(hotelId, account, at) {
      const stamp = at.toISOString();
      const row = await store
        .insertInto('staff_accounts')
        .values({
          hotel_id: hotelId,
          email: account.email,
          name: account.name,
          role: account.role,
          password_hash: account.passwordHash,
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((conflict) => conflict.columns(['hotel_id', 'email']).doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      return row ? toAccount(row) : 'email-taken';
    },
    async update(hotelId, id, change, at) {
      try {
        return await changeInTransaction(hotelId, id, change, at);
      } catch (error) {
        if (error instanceof LastManager) return 'last-manager';
        throw error;
      }
    },
    async recordSignIn(id, at) {
      await store
        .updateTable('staff_accounts')
        .set({ last_sign_in_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },
  };
}
