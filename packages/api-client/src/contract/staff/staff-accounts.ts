import '../zod-setup.ts';
import { z } from 'zod/mini';
import { IdParams, IsoDateTime } from '../common.ts';
import { defineRoute } from '../route.ts';
import { StaffEmail, StaffName, StaffPassword, StaffRole } from './staff-session.ts';

export const StaffAccount = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  disabled: z.boolean(),
  createdAt: IsoDateTime,
  lastSignInAt: z.nullable(IsoDateTime),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

export const NewStaffAccount = z.strictObject({
  email: StaffEmail,
  name: StaffName,
  role: StaffRole,
  password: StaffPassword,
});
export type NewStaffAccount = z.infer<typeof NewStaffAccount>;

export const StaffAccountChange = z.strictObject({
  name: z.optional(StaffName),
  role: z.optional(StaffRole),
  /** Disabling an account ends its sessions. */
  disabled: z.optional(z.boolean()),
  password: z.optional(StaffPassword),
  /** Needed with `password` when the account is the caller's own; a manager resets others without. */
  currentPassword: z.optional(StaffPassword),
});
export type StaffAccountChange = z.infer<typeof StaffAccountChange>;

export const StaffAccountList = z.object({ accounts: z.array(StaffAccount) });

export const staffAccountRoutes = {
  listStaffAccounts: defineRoute({
    method: 'GET',
    path: '/staff/accounts',
    tag: 'Staff accounts',
    summary: "The hotel's staff accounts, disabled ones included",
    auth: false,
    staffRoles: ['manager'],
    response: StaffAccountList,
  }),
  addStaffAccount: defineRoute({
    method: 'POST',
    path: '/staff/accounts',
    tag: 'Staff accounts',
    summary: 'Add a staff account to the hotel',
    auth: false,
    staffRoles: ['manager'],
    body: NewStaffAccount,
    response: StaffAccount,
    successStatus: 201,
    errors: ['STAFF_EMAIL_TAKEN', 'PASSWORD_TOO_WEAK'],
  }),
  updateStaffAccount: defineRoute({
    method: 'PATCH',
    path: '/staff/accounts/:id',
    tag: 'Staff accounts',
    summary: "Change a staff account's name, role or password, or disable or enable it",
    auth: false,
    staffRoles: ['manager'],
    params: IdParams,
    body: StaffAccountChange,
    response: StaffAccount,
    errors: [
      'LAST_MANAGER',
      'PASSWORD_TOO_WEAK',
      'NEW_PASSWORD_REQUIRED',
      'CURRENT_PASSWORD_REQUIRED',
      'CURRENT_PASSWORD_WRONG',
    ],
  }),
} as const;
