import './zod-setup.ts';
import { z } from 'zod/mini';

/**
 * Every code the API answers with, its HTTP status and its English default message. The portal
 * maps each code to a text in the guest's language; the message is for logs and API users.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'The request is invalid' },
  UNKNOWN_HOTEL: { status: 400, message: 'Unknown or missing hotel key' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in again' },
  SIGN_IN_FAILED: { status: 401, message: 'We could not find a reservation with these details' },
  GIVEN_NAME_REQUIRED: { status: 400, message: 'Please enter your given name too' },
  SIGN_IN_LINK_INVALID: { status: 401, message: 'This sign-in link is invalid or has expired' },
  FORBIDDEN: { status: 403, message: 'You may not do this' },
  PRIMARY_GUEST_ONLY: {
    status: 403,
    message: 'Only the guest who made the reservation can do this',
  },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  IMAGE_DIMENSIONS_TOO_LARGE: { status: 413, message: 'The image is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts, please try again later' },
  INTERNAL: { status: 500, message: 'Something went wrong' },

  // Rules of the hotel (apps/guest-api/README.md). Input-shaped rules answer 400, state-shaped rules 409.
  RESERVATION_CANCELLED: { status: 409, message: 'This reservation has been cancelled' },
  STAY_CHECKED_OUT: {
    status: 409,
    message: 'You have checked out: only the bill and the rating remain',
  },
  STAY_ENDED: {
    status: 403,
    message: 'Your stay ended more than 7 days ago: the portal is closed',
  },
  CANCELLATION_CLOSED: { status: 409, message: 'Contact us for cancellation' },
  POLICY_NOT_AGREED: { status: 400, message: 'Please agree to the cancellation policy' },
  CHECK_IN_CLOSED: { status: 409, message: 'Pre check-in is closed for this reservation' },
  AT_LEAST_ONE_GUEST: { status: 400, message: 'At least one guest is required' },
  PRIMARY_GUEST_REQUIRED: {
    status: 400,
    message: 'The guest who made the reservation cannot be removed',
  },
  AT_LEAST_ONE_ADULT: { status: 400, message: 'At least one guest must be an adult' },
  PRIMARY_GUEST_NOT_CHILD: {
    status: 400,
    message: 'The guest who made the reservation must be an adult',
  },
  IDENTITY_DOCUMENT_REQUIRED: {
    status: 400,
    message: 'Please upload an identity document for every adult',
  },
  FOREIGN_DECLARATION_REQUIRED: {
    status: 400,
    message: 'Please complete the residence declaration for every foreign guest',
  },
  UNKNOWN_PREFERENCE_CODE: { status: 400, message: 'This hotel does not offer that request' },
  UNKNOWN_DOCUMENT: { status: 400, message: 'An uploaded document is missing or unknown' },
  CHECKOUT_NOT_ARRIVED: {
    status: 409,
    message: 'Check-out can be requested once you have checked in',
  },
  CHECKOUT_NOT_DEPARTURE_DATE: {
    status: 409,
    message: 'Only allow request check-out on the departure date',
  },
  CHECKOUT_ALREADY_REQUESTED: { status: 409, message: 'Check-out has already been requested' },
  RATING_BEFORE_ARRIVAL: { status: 409, message: 'You can rate your stay once you have arrived' },
  ROOM_REQUIRED_FOR_CART: { status: 409, message: 'You must have a room to add to the cart!' },
  ROOM_REQUIRED_FOR_ORDER: { status: 409, message: 'You must have a room to order!' },
  MENU_ITEM_UNAVAILABLE: { status: 409, message: 'An item is no longer available' },
  DELIVERY_OUTSIDE_STAY: {
    status: 409,
    message: 'Choose a delivery time during your stay, not in the past',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This idempotency key was used for a different order',
  },
  ORDER_MOVE_REFUSED: {
    status: 409,
    message: 'The order cannot move to this state from the one it is in',
  },
  PROGRAM_FULLY_BOOKED: { status: 409, message: 'This program is fully booked' },
  PROGRAM_ALREADY_RESERVED: { status: 409, message: 'You have already reserved this program' },
  PROGRAM_STARTED: { status: 409, message: 'This program has already started' },
  PROGRAM_NOT_STARTED: { status: 409, message: 'This session has not started yet' },
  PROGRAM_OUTSIDE_STAY: { status: 409, message: "This session is not during the guest's stay" },
  ACTIVITY_ALREADY_ADDED: {
    status: 409,
    message: 'This activity is already in your activities for that day',
  },
  ACTIVITY_OUTSIDE_STAY: { status: 409, message: 'Choose a day of your stay from today on' },
  ACTIVITY_CLOSED_ON_DAY: { status: 409, message: 'This activity is not open on that day' },
  CONVERSATION_EMPTY: { status: 400, message: 'Write a message or add a photo' },
  TOO_MANY_MESSAGES: {
    status: 429,
    message: 'You have sent many messages in a short time; please wait a minute',
  },

  // Staff calls (apps/guest-api/README.md, Staff accounts).
  STAFF_UNAUTHENTICATED: { status: 401, message: 'Please sign in to the staff console again' },
  STAFF_SIGN_IN_FAILED: { status: 401, message: 'The e-mail or password is not right' },
  STAFF_FORBIDDEN: { status: 403, message: 'Your role may not do this' },
  CSRF_REJECTED: { status: 403, message: 'Reload the page and try again' },
  STAFF_EMAIL_TAKEN: {
    status: 409,
    message: 'An account of this hotel already has this e-mail',
  },
  PASSWORD_TOO_WEAK: {
    status: 400,
    message:
      "Choose a password of at least 12 characters that is hard to guess: not a common one, not repeated or in sequence, not the account's or the hotel's name",
  },
  LAST_MANAGER: { status: 409, message: 'The hotel must keep at least one active manager' },
  NEW_PASSWORD_REQUIRED: {
    status: 409,
    message: 'This account still has its published demo password: set a new one to enable it',
  },
  CURRENT_PASSWORD_REQUIRED: {
    status: 400,
    message: 'Type your current password to choose a new one',
  },
  CURRENT_PASSWORD_WRONG: { status: 403, message: 'Your current password is not right' },
  RESERVATION_STATE_CONFLICT: {
    status: 409,
    message: 'The reservation is not in a state for this',
  },
  ROOM_REQUIRED_FOR_ARRIVAL: {
    status: 409,
    message: 'Assign a room before marking the guest arrived',
  },
  RESERVATION_NUMBER_TAKEN: {
    status: 409,
    message: 'The hotel already has a reservation with this number',
  },
  UNKNOWN_ROOM_TYPE: { status: 400, message: 'The hotel has no such room type' },
  RESERVATION_IMPORT_REFUSED: {
    status: 400,
    message: 'Nothing was imported: the file has bad rows (see details)',
  },
  UNKNOWN_MENU_CATEGORY: { status: 400, message: 'The menu has no such category' },
  UNKNOWN_PICTURE: { status: 400, message: 'Upload the picture again: it was not found' },
  PICTURE_TOO_SMALL: { status: 400, message: 'The picture must be at least 640 × 400 pixels' },
  NO_GUEST_EMAIL: { status: 409, message: 'No guest of this reservation has an e-mail' },
  QUICK_REPLIES_FULL: {
    status: 409,
    message: 'The hotel keeps at most 50 quick replies: remove one first',
  },
  CAPACITY_BELOW_SEATS_TAKEN: {
    status: 409,
    message: 'The capacity cannot be below the seats already taken',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

/** The codes as a schema; `ErrorCode.options` lists them. */
export const ErrorCode = z.enum(ERROR_CODES);

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export const FieldIssue = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

/** Every refusal: 4xx (or 500) with this body. `code` is one of ERROR_CODES. */
export const ApiError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.optional(z.array(FieldIssue)),
});
export type ApiError = z.infer<typeof ApiError>;

// Spelt once, zod-free, in wire/api-paths.ts; named here too, beside the other headers.
export { CSRF_TOKEN_HEADER, HOTEL_KEY_HEADER } from '../wire/api-paths.ts';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The staff session cookie: HttpOnly, SameSite=Strict, Path=/api/staff. */
export const STAFF_SESSION_COOKIE = 'portal_staff';
/** The guest session cookie: HttpOnly, SameSite=Lax, Path=/, Secure behind TLS. */
export const GUEST_SESSION_COOKIE = 'portal_guest';
