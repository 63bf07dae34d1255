import '../zod-setup.ts';
import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../../rules/limits.ts';
import { EMAIL_PATTERN } from '../../rules/patterns.ts';
import {
  STAFF_NAME_MAX_LENGTH,
  STAFF_PASSWORD_LENGTH,
  STAFF_ROLES,
} from '../../rules/staff-roles.ts';
import { IsoDateTime, Ok } from '../common.ts';
import { defineRoute } from '../route.ts';

export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/** Staff e-mails are compared without case: `Anna@Hotel.vn` and `anna@hotel.vn` are one account. */
export const StaffEmail = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX_LENGTH),
    z.regex(EMAIL_PATTERN, 'Please input a valid email'),
  );

export const StaffName = z
  .string()
  .check(z.trim(), z.minLength(1, 'Missing name'), z.maxLength(STAFF_NAME_MAX_LENGTH));

/** Any password up to the maximum; its strength is judged by the server (`PASSWORD_TOO_WEAK`). */
export const StaffPassword = z
  .string()
  .check(z.minLength(1, 'Missing password'), z.maxLength(STAFF_PASSWORD_LENGTH.max));

export const StaffSignInRequest = z.strictObject({ email: StaffEmail, password: StaffPassword });
export type StaffSignInRequest = z.infer<typeof StaffSignInRequest>;

export const StaffSession = z.object({
  staff: z.object({
    id: z.int(),
    email: z.string(),
    name: z.string(),
    role: StaffRole,
  }),
  hotel: z.object({ code: z.string(), name: z.string() }),
  /** Sent back as `X-CSRF-Token` on every write. */
  csrfToken: z.string(),
  /** When the session ends unless a call is made before (30 idle minutes). */
  idleExpiresAt: IsoDateTime,
  /** When the session ends whatever happens (12 hours after sign-in). */
  expiresAt: IsoDateTime,
});
export type StaffSession = z.infer<typeof StaffSession>;

const EVERY_ROLE = STAFF_ROLES;

export const staffSessionRoutes = {
  staffSignIn: defineRoute({
    method: 'POST',
    path: '/staff/session',
    tag: 'Staff session',
    summary: "Sign in with a staff account's e-mail and password; sets the portal_staff cookie",
    auth: false,
    body: StaffSignInRequest,
    response: StaffSession,
    errors: ['STAFF_SIGN_IN_FAILED', 'TOO_MANY_ATTEMPTS'],
  }),
  staffGetSession: defineRoute({
    method: 'GET',
    path: '/staff/session',
    tag: 'Staff session',
    summary: 'The signed-in staff member, their hotel and the CSRF token of the session',
    auth: false,
    staffRoles: EVERY_ROLE,
    response: StaffSession,
  }),
  staffSignOut: defineRoute({
    method: 'POST',
    path: '/staff/session/sign-out',
    tag: 'Staff session',
    summary: 'End this staff session',
    auth: false,
    staffRoles: EVERY_ROLE,
    response: Ok,
  }),
  staffSignOutEverywhere: defineRoute({
    method: 'POST',
    path: '/staff/session/sign-out-everywhere',
    tag: 'Staff session',
    summary: 'End every session of the signed-in staff account, on every device',
    auth: false,
    staffRoles: EVERY_ROLE,
    response: Ok,
  }),
} as const;
