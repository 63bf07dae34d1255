import './zod-setup.ts';
import { z } from 'zod/mini';
import { Email, IsoDate, Ok, TimeOfDay } from './common.ts';
import { BILLING_MAX_LENGTH } from '../rules/limits.ts';
import { GUEST_STATUSES } from '../rules/stay-gates.ts';
import { defineRoute } from './route.ts';

export const GuestStatus = z.enum(GUEST_STATUSES);
export type GuestStatus = z.infer<typeof GuestStatus>;

export const SignInRequest = z.strictObject({
  /** Reservation number or e-mail address. */
  reservation: z
    .string()
    .check(z.trim(), z.minLength(1, 'Missing reservation number or email'), z.maxLength(254)),
  arrivalDate: IsoDate,
  surname: z.string().check(z.trim(), z.minLength(1, 'Missing surname'), z.maxLength(100)),
  /** Needed only when several guests of the reservation share the surname (`GIVEN_NAME_REQUIRED`). */
  givenName: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'Missing given name'), z.maxLength(100)),
  ),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/**
 * The session itself travels only in the HttpOnly `portal_guest` cookie (GUEST_SESSION_COOKIE):
 * no script of the page can read it. The answer holds what the portal may know.
 */
export const Session = z.object({
  /** Sent back as `X-CSRF-Token` on every write made with the cookie. */
  csrfToken: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type Session = z.infer<typeof Session>;

export const TokenExchangeRequest = z.strictObject({
  token: z.string().check(z.minLength(16), z.maxLength(200)),
});

/** Billing details as the guest sends them: checked, the e-mail trimmed (the form and the call). */
export const BillingInfoInput = z.object({
  taxCode: z.string().check(z.maxLength(BILLING_MAX_LENGTH.taxCode)),
  businessName: z.string().check(z.maxLength(BILLING_MAX_LENGTH.businessName)),
  address: z.string().check(z.maxLength(BILLING_MAX_LENGTH.address)),
  email: z.union([z.literal(''), Email]),
});

/**
 * Billing details as the API answers them: what was stored, checked when it was sent. No trim in
 * an answer, so the API can serialise it with a compiled schema (apps/guest-api/src/platform/http/compiled-answers.ts).
 */
export const BillingInfo = z.object({
  taxCode: z.string(),
  businessName: z.string(),
  address: z.string(),
  email: z.string(),
});
export type BillingInfo = z.infer<typeof BillingInfo>;

export const Sharer = z.object({
  id: z.int(),
  fullName: z.string(),
  isChild: z.boolean(),
});
export type Sharer = z.infer<typeof Sharer>;

export const ReservationSummary = z.object({
  reservationNumber: z.string(),
  arrivalDate: IsoDate,
  departureDate: IsoDate,
  roomType: z.string(),
  roomNumber: z.nullable(z.string()),
  adults: z.int(),
  children: z.int(),
  arrivalTime: z.nullable(TimeOfDay),
  guestName: z.string(),
  surname: z.string(),
  cancellationDeadline: z.iso.datetime({ offset: true }),
  cancelled: z.boolean(),
  checkInSubmitted: z.boolean(),
  checkOutRequested: z.boolean(),
});
export type ReservationSummary = z.infer<typeof ReservationSummary>;

export const GuestProfile = z.object({
  guestId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: GuestStatus,
  isPrimary: z.boolean(),
  hotelCode: z.string(),
  reservation: ReservationSummary,
  sharers: z.array(Sharer),
  billing: BillingInfo,
});
export type GuestProfile = z.infer<typeof GuestProfile>;

export const sessionRoutes = {
  signIn: defineRoute({
    method: 'POST',
    path: '/auth/sign-in',
    tag: 'Session',
    summary:
      'Sign in with a reservation number or e-mail, the arrival date and the surname (and the given name when several guests share it)',
    auth: false,
    body: SignInRequest,
    response: Session,
    errors: ['SIGN_IN_FAILED', 'GIVEN_NAME_REQUIRED', 'STAY_ENDED', 'TOO_MANY_ATTEMPTS'],
  }),
  exchangeToken: defineRoute({
    method: 'POST',
    path: '/auth/token-exchange',
    tag: 'Session',
    summary: "Trade the one-time token of a hotel's pre-arrival e-mail for a session",
    auth: false,
    body: TokenExchangeRequest,
    response: Session,
    errors: ['SIGN_IN_LINK_INVALID', 'STAY_ENDED', 'TOO_MANY_ATTEMPTS'],
  }),
  exchangeStoredToken: defineRoute({
    method: 'POST',
    path: '/auth/stored-token-exchange',
    tag: 'Session',
    summary:
      'Trade the access token an earlier portal kept in local storage for the session cookie, once: the token is revoked',
    auth: false,
    body: TokenExchangeRequest,
    response: Session,
    errors: ['UNAUTHENTICATED'],
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/auth/sign-out',
    tag: 'Session',
    summary: 'End the current session and clear its cookie',
    auth: true,
    response: Ok,
  }),
  getProfile: defineRoute({
    method: 'GET',
    path: '/customer-flow/me',
    tag: 'Session',
    summary: 'The signed-in guest, their status, reservation, sharers and billing information',
    auth: true,
    response: GuestProfile,
  }),
} as const;
