import './zod-setup.ts';
import { z } from 'zod/mini';
import { IsoDate, IsoDateTime, RowId, TimeOfDay } from './common.ts';
import { CHECK_IN_NOTES_MAX_LENGTH, IDENTITY_DOCUMENT_LIMITS } from '../rules/limits.ts';
import { PASSPORT_NUMBER_PATTERN } from '../rules/patterns.ts';
import { defineRoute } from './route.ts';

/** A hotel's room preference code, e.g. CHECKIN_QUITE_ROOM (spelling as the hotel sends it). */
export const PreferenceCodeValue = z
  .string()
  .check(z.regex(/^CHECKIN_[A-Z_]{2,40}$/, 'Unknown request'));

export const GENDERS = ['female', 'male', 'other'] as const;
export const Gender = z.enum(GENDERS);
export type Gender = z.infer<typeof Gender>;

/** ISO 3166-1 alpha-2, e.g. VN, DE. */
export const CountryCode = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'Use a two-letter country code'));

/**
 * The declaration Vietnamese law asks hotels to make for foreign guests (temporary residence):
 * name, gender, date of birth, nationality, passport number and the period of the stay.
 */
export const ForeignGuestDeclaration = z.strictObject({
  fullName: z.string().check(z.trim(), z.minLength(1, 'Missing full name'), z.maxLength(200)),
  gender: Gender,
  dateOfBirth: IsoDate,
  nationality: CountryCode,
  passportNumber: z
    .string()
    .check(z.trim(), z.regex(PASSPORT_NUMBER_PATTERN, 'Please enter a valid passport number')),
  stayFrom: IsoDate,
  stayTo: IsoDate,
});
export type ForeignGuestDeclaration = z.infer<typeof ForeignGuestDeclaration>;

/**
 * A declaration as the API answers it: what was stored, checked when it was sent. No trim in an
 * answer, so the API can serialise it with a compiled schema (apps/guest-api/src/platform/http/compiled-answers.ts).
 */
export const StoredDeclaration = z.object({
  fullName: z.string(),
  gender: Gender,
  dateOfBirth: IsoDate,
  nationality: z.string(),
  passportNumber: z.string(),
  stayFrom: IsoDate,
  stayTo: IsoDate,
});

export const IdentityDocument = z.object({
  id: z.int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.int(),
  uploadedAt: IsoDateTime,
});
export type IdentityDocument = z.infer<typeof IdentityDocument>;

export const CheckInGuest = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  isChild: z.boolean(),
  isPrimary: z.boolean(),
  nationality: z.nullable(z.string()),
  declaration: z.nullable(StoredDeclaration),
  documents: z.array(IdentityDocument),
});
export type CheckInGuest = z.infer<typeof CheckInGuest>;

/**
 * What the pre check-in form starts from, and what a submission answers. The primary guest sees every
 * guest; a companion sees only their own entry (declarations and documents are private).
 */
export const CheckIn = z.object({
  open: z.boolean(),
  submittedAt: z.nullable(IsoDateTime),
  /** What the front desk asks the guest to fix before sending again; null unless it returned it. */
  returnNote: z.nullable(z.string()),
  arrivalDate: IsoDate,
  departureDate: IsoDate,
  arrivalTime: z.nullable(TimeOfDay),
  notes: z.string(),
  preferenceCodes: z.array(z.string()),
  /** The codes this hotel offers, in its order. */
  availablePreferenceCodes: z.array(z.string()),
  guests: z.array(CheckInGuest),
  limits: z.object({
    maxFileBytes: z.int(),
    maxFiles: z.int(),
    contentTypes: z.array(z.string()),
  }),
});
export type CheckIn = z.infer<typeof CheckIn>;

export const CheckInGuestInput = z.strictObject({
  /** An existing guest of the reservation (edit); absent adds a sharer. Guests left out are removed. */
  id: z.optional(RowId),
  firstName: z.string().check(z.trim(), z.minLength(1, 'Missing first name'), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Missing last name'), z.maxLength(100)),
  isChild: z.boolean(),
  nationality: CountryCode,
  /** Required for every guest whose nationality is not VN. */
  declaration: z._default(z.nullable(ForeignGuestDeclaration), null),
  /** Positions (0-based) of this guest's files among the uploaded `documents` parts. */
  newDocuments: z._default(
    z
      .array(z.int().check(z.gte(0), z.lte(20)))
      .check(z.maxLength(IDENTITY_DOCUMENT_LIMITS.maxFiles)),
    [],
  ),
  /** Documents uploaded earlier that this guest keeps; the others are deleted. */
  keptDocumentIds: z._default(
    z.array(RowId).check(z.maxLength(IDENTITY_DOCUMENT_LIMITS.maxFiles)),
    [],
  ),
});
export type CheckInGuestInput = z.input<typeof CheckInGuestInput>;

/** The `fields` JSON part of the multipart pre check-in; the files go in `documents` parts. */
export const CheckInSubmission = z.strictObject({
  arrivalTime: z._default(z.nullable(TimeOfDay), null),
  preferenceCodes: z._default(z.array(PreferenceCodeValue).check(z.maxLength(20)), []),
  notes: z._default(z.string().check(z.trim(), z.maxLength(CHECK_IN_NOTES_MAX_LENGTH)), ''),
  guests: z.array(CheckInGuestInput).check(z.maxLength(12)),
});
export type CheckInSubmission = z.input<typeof CheckInSubmission>;

export const checkInRoutes = {
  getCheckIn: defineRoute({
    method: 'GET',
    path: '/check-in',
    tag: 'Check-in',
    summary:
      'The pre check-in of the reservation: guests, documents, preferences, the hotel’s codes',
    auth: true,
    response: CheckIn,
  }),
  submitCheckIn: defineRoute({
    method: 'POST',
    path: '/check-in',
    tag: 'Check-in',
    summary:
      'Submit pre check-in (multipart: the `fields` JSON part first, then `documents` files: JPEG, PNG or PDF)',
    auth: true,
    multipart: { fields: CheckInSubmission, files: ['documents'] },
    response: CheckIn,
    errors: [
      'STAY_CHECKED_OUT',
      'AT_LEAST_ONE_GUEST',
      'PRIMARY_GUEST_REQUIRED',
      'AT_LEAST_ONE_ADULT',
      'PRIMARY_GUEST_NOT_CHILD',
      'IDENTITY_DOCUMENT_REQUIRED',
      'FOREIGN_DECLARATION_REQUIRED',
      'UNKNOWN_PREFERENCE_CODE',
      'UNKNOWN_DOCUMENT',
      'CHECK_IN_CLOSED',
      'PRIMARY_GUEST_ONLY',
      'PAYLOAD_TOO_LARGE',
      'IMAGE_DIMENSIONS_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'TOO_MANY_ATTEMPTS',
    ],
  }),
} as const;
