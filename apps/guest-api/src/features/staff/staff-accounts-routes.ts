import type { AuditAction } from '@portal/api-client/staff-contract/audit-log';
import type { StaffAccountChange } from '@portal/api-client/staff-contract/staff-accounts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { AuditLogRepository } from '../../platform/audit/audit-log-repository.ts';
import type { AccountChange, StaffAccountsRepository } from './staff-accounts-repository.ts';
import {
  hasDemoPassword,
  hashPassword,
  isWeakPassword,
  passwordMatches,
  type PasswordOwner,
} from '../../platform/sign-in/staff-password.ts';
import type { StaffSessionsRepository } from '../../platform/sessions/staff-sessions-repository.ts';

export interface StaffAccountsDeps {
  accounts: StaffAccountsRepository;
  sessions: StaffSessionsRepository;
  audit: AuditLogRepository;
  now: () => Date;
}

async function storedChange(
  change: StaffAccountChange,
  owner: PasswordOwner,
): Promise<AccountChange> {
  const { password, currentPassword: _checkedBefore, ...rest } = change;
  if (password === undefined) return rest;
  if (isWeakPassword(password, owner)) throw new HttpError('PASSWORD_TOO_WEAK');
  return { ...rest, passwordHash: await hashPassword(password) };
}

function changeAction(change: StaffAccountChange): AuditAction {
  if (change.disabled === true) return 'staff-account-disabled';
  if (change.disabled === false) return 'staff-account-enabled';
  return 'staff-account-changed';
}

/** Which fields changed, for the audit log: never a password. */
function changedFields(change: StaffAccountChange): string {
  const fields = Object.keys(change).filter(
    (field) => field !== 'disabled' && field !== 'currentPassword',
  );
  return fields.length > 0 ? ` (${fields.sort().join(', ')})` : '';
}

export function staffAccountsHandlers({ accounts, sessions, audit, now }: StaffAccountsDeps) {
  return {
    listStaffAccounts: async ({ hotel }) => ({ accounts: await accounts.list(hotel.id) }),
    addStaffAccount: async ({ hotel, staff, body }) => {
      if (isWeakPassword(body.password, { email: body.email, name: body.name, hotel }))
        throw new HttpError('PASSWORD_TOO_WEAK');
      const at = now();
      const { password, ...account } = body;
      // A taken e-mail is refused before the password is hashed (argon2id: its cost is by design).
      if (await accounts.credentialsOf(hotel.id, account.email))
        throw new HttpError('STAFF_EMAIL_TAKEN');
      const added = await accounts.add(
        hotel.id,
        { ...account, passwordHash: await hashPassword(password) },
        at,
      );
      if (added === 'email-taken') throw new HttpError('STAFF_EMAIL_TAKEN');
      await audit.record(
        {
          hotelId: hotel.id,
          staff: staff.staff,
          action: 'staff-account-added',
          subject: `${added.email} (${added.role})`,
        },
        at,
      );
      return added;
    },
    updateStaffAccount: async ({ hotel, staff, params, body }) => {
      const at = now();
      const account = await accounts.byId(hotel.id, params.id);
      if (account === null) throw new HttpError('NOT_FOUND', 'No such staff account');
      const passwordHash = async () =>
        (await accounts.credentialsOf(hotel.id, account.email))?.passwordHash ?? null;
      // One's own password is changed only by whoever knows it: not by a borrowed open console.
      if (body.password !== undefined && account.id === staff.staff.id) {
        if (body.currentPassword === undefined) throw new HttpError('CURRENT_PASSWORD_REQUIRED');
        if (!(await passwordMatches(await passwordHash(), body.currentPassword)))
          throw new HttpError('CURRENT_PASSWORD_WRONG');
      }
      // Enabled again with its printed password, a demo account would be anyone's.
      if (body.disabled === false && body.password === undefined && account.disabled) {
        const stored = await passwordHash();
        if (stored !== null && (await hasDemoPassword(hotel.code, account.email, stored)))
          throw new HttpError('NEW_PASSWORD_REQUIRED');
      }
      const change = await storedChange(body, {
        email: account.email,
        name: body.name ?? account.name,
        hotel,
      });
      const updated = await accounts.update(hotel.id, params.id, change, at);
      if (updated === null) throw new HttpError('NOT_FOUND', 'No such staff account');
      if (updated === 'last-manager') throw new HttpError('LAST_MANAGER');
      // A disabled account is signed out at once; a new password signs out every other device.
      if (body.disabled === true) await sessions.revokeAll(updated.id, at);
      else if (body.password !== undefined) {
        await sessions.revokeAll(
          updated.id,
          at,
          updated.id === staff.staff.id ? staff.tokenHash : '',
        );
      }
      await audit.record(
        {
          hotelId: hotel.id,
          staff: staff.staff,
          action: changeAction(body),
          subject: `${updated.email}${changedFields(body)}`,
        },
        at,
      );
      return updated;
    },
  } satisfies Partial<StaffHandlers>;
}
