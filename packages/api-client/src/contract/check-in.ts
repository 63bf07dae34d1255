import './zod-setup.ts';
import { z } from 'zod';
import { IsoDate, IsoDateTime, RowId, TimeOfDay } from './common.ts';
import { CHECK_IN_NOTES_MAX_LENGTH, IDENTITY_DOCUMENT_LIMITS } from '../rules/limits.ts';
import { PASSPORT_NUMBER_PATTERN } from '../rules/patterns.ts';
import { defineRoute } from './route.ts';

/** A hotel's room preference code, e.g. CHECKIN_QUITE_ROOM (spelling as the hotel sends it). */
export const PreferenceCodeValue = z.string().regex(/^CHECKIN_[A-Z_]{2,40}$/, 'Unknown request');

export const GENDERS = ['female', 'male', 'other'] as const;
export const Gender = z.enum(GENDERS);
export type Gender = z.infer<typeof Gender>;

/** ISO 3166-1 alpha-2, e.g. VN, DE. */
export const CountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Use a two-letter country code');

/**
 * The declaration Vietnamese law asks hotels to make for foreign guests (temporary residence):
 * name, gender, date of birth, nationality, passport number and the period of the stay.
 */
export const ForeignGuestDeclaration = z
  .object({
    fullName: z.string().trim().min(1, 'Missing full name').max(200),
    gender: Gender,
    dateOfBirth: IsoDate,
    nationality: CountryCode,
    passportNumber: z
      .string()
      .trim()
      .regex(PASSPORT_NUMBER_PATTERN, 'Please enter a valid passport number'),
    stayFrom: IsoDate,
    stayTo: IsoDate,
  })
  .strict();
export type ForeignGuestDeclaration = z.infer<typeof ForeignGuestDeclaration>;

/**
 * A declaration as the API answers it: what was stored, checked when it was sent. No trim in an
 * answer, so the API can serialise it with a compiled schema (apps/guest-api/src/http/compiled-answers.ts).
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
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: IsoDateTime,
});
export type IdentityDocument = z.infer<typeof IdentityDocument>;

export const CheckInGuest = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  isChild: z.boolean(),
  isPrimary: z.boolean(),
  nationality: z.string().nullable(),
  declaration: StoredDeclaration.nullable(),
  documents: z.array(IdentityDocument),
});
export type CheckInGuest = z.infer<typeof CheckInGuest>;

/**
 * What the pre check-in form starts from, and what a submission answers. The primary guest sees every
 * guest; a companion sees only their own entry (declarations and documents are private).
 */
export const CheckIn = z.object({
  open: z.boolean(),
  submittedAt: IsoDateTime.nullable(),
  /** What the front desk asks the guest to fix before sending again; null unless it returned it. */
  returnNote: z.string().nullable(),
  arrivalDate: IsoDate,
  departureDate: IsoDate,
  arrivalTime: TimeOfDay.nullable(),
  notes: z.string(),
  preferenceCodes: z.array(z.string()),
  /** The codes this hotel offers, in its order. */
  availablePreferenceCodes: z.array(z.string()),
  guests: z.array(CheckInGuest),
  limits: z.object({
    maxFileBytes: z.number().int(),
    maxFiles: z.number().int(),
    contentTypes: z.array(z.string()),
  }),
});
export type CheckIn = z.infer<typeof CheckIn>;

export const CheckInGuestInput = z
  .object({
    /** An existing guest of the reservation (edit); absent adds a sharer. Guests left out are removed. */
    id: RowId.optional(),
    firstName: z.string().trim().min(1, 'Missing first name').max(100),
    lastName: z.string().trim().min(1, 'Missing last name').max(100),
    isChild: z.boolean(),
    nationality: CountryCode,
    /** Required for every guest whose nationality is not VN. */
    declaration: ForeignGuestDeclaration.nullable().default(null),
    /** Positions (0-based) of this guest's files among the uploaded `documents` parts. */
    newDocuments: z
      .array(z.number().int().min(0).max(20))
      .max(IDENTITY_DOCUMENT_LIMITS.maxFiles)
      .default([]),
    /** Documents uploaded earlier that this guest keeps; the others are deleted. */
    keptDocumentIds: z.array(RowId).max(IDENTITY_DOCUMENT_LIMITS.maxFiles).default([]),
  })
  .strict();
export type CheckInGuestInput = z.input<typeof CheckInGuestInput>;

/** The `fields` JSON part of the multipart pre check-in; the files go in `documents` parts. */
export const CheckInSubmission = z
  .object({
    arrivalTime: TimeOfDay.nullable().default(null),
    preferenceCodes: z.array(PreferenceCodeValue).max(20).default([]),
    notes: z.string().trim().max(CHECK_IN_NOTES_MAX_LENGTH).default(''),
    guests: z.array(CheckInGuestInput).max(12),
  })
  .strict();
export type CheckInSubmission = z.input<typeof CheckInSubmission>;

/** What the hotel keeps: pictures it can re-encode and PDFs without active content (HEIC is converted in the browser). */
export const IDENTITY_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

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
