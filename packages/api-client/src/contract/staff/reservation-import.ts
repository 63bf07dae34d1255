import '../zod-setup.ts';
import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../../rules/limits.ts';
import { EMAIL_PATTERN } from '../../rules/patterns.ts';
import { IsoDate } from '../common.ts';
import { defineRoute } from '../route.ts';
import { FrontDeskReservation } from './front-desk.ts';

/** What a reservation number may hold: 3 to 20 letters, digits and dashes, kept in upper case. */
export const RESERVATION_NUMBER_PATTERN = /^[A-Z0-9-]{3,20}$/;

/** The largest CSV file the front desk may import at once (its text, in characters). */
export const RESERVATION_CSV_MAX_LENGTH = 500_000;

export const GUEST_NAME_MAX_LENGTH = 100;

export const ReservationNumber = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(RESERVATION_NUMBER_PATTERN, 'Use 3 to 20 letters, digits or dashes'),
  );

/** An e-mail, or nothing: a guest without one signs in with the reservation number. */
export const OptionalGuestEmail = z.string().check(
  z.trim(),
  z.maxLength(EMAIL_MAX_LENGTH),
  z.refine((value) => value === '' || EMAIL_PATTERN.test(value), 'Use an e-mail address'),
);

export const NewReservationGuest = z.strictObject({
  firstName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter the given name'), z.maxLength(GUEST_NAME_MAX_LENGTH)),
  lastName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter the surname'), z.maxLength(GUEST_NAME_MAX_LENGTH)),
  email: OptionalGuestEmail,
});
export type NewReservationGuest = z.infer<typeof NewReservationGuest>;

/** The states a new reservation starts in (packages/api-client/src/rules/reservation-flow.ts). */
export const NEW_RESERVATION_STATES = ['Unconfirmed', 'Confirmed'] as const;

/** The language of a reservation's e-mails (the guest's later choice in the portal wins). */
export const ReservationLanguage = z.enum(['en', 'vi']);
export type ReservationLanguage = z.infer<typeof ReservationLanguage>;

/** A reservation the front desk types in; the first guest is the one who made it. */
export const NewReservation = z
  .strictObject({
    reservationNumber: ReservationNumber,
    arrivalDate: IsoDate,
    departureDate: IsoDate,
    roomType: z.string().check(z.trim(), z.minLength(1, 'Choose a room type'), z.maxLength(60)),
    state: z.enum(NEW_RESERVATION_STATES),
    guests: z
      .array(NewReservationGuest)
      .check(z.minLength(1, 'Add at least one guest'), z.maxLength(10)),
    /** The guests' language for the hotel's e-mails; absent: the hotel's default. */
    language: z.optional(ReservationLanguage),
  })
  .check(
    z.refine((reservation) => reservation.departureDate > reservation.arrivalDate, {
      path: ['departureDate'],
      message: 'Departure must be after arrival',
    }),
  );
export type NewReservation = z.infer<typeof NewReservation>;
export type NewReservationInput = z.input<typeof NewReservation>;

export const RoomTypes = z.object({ roomTypes: z.array(z.string()) });

/** The CSV file's text, as read from the chosen file. */
export const ReservationCsv = z.strictObject({
  csv: z
    .string()
    .check(
      z.minLength(1, 'The file is empty'),
      z.maxLength(RESERVATION_CSV_MAX_LENGTH, 'The file is too large'),
    ),
});

/** The columns of the CSV file, one row per guest (apps/guest-api/README.md, Reservation import). */
export const RESERVATION_CSV_COLUMNS = [
  'reservation_number',
  'arrival_date',
  'departure_date',
  'room_type',
  'given_name',
  'surname',
  'email',
] as const;
export type ReservationCsvColumn = (typeof RESERVATION_CSV_COLUMNS)[number];

/** The columns a file may leave out, or give at most once: `language`, `en` or `vi` (any case). */
export const RESERVATION_CSV_OPTIONAL_COLUMNS = ['language'] as const;
export type ReservationCsvOptionalColumn = (typeof RESERVATION_CSV_OPTIONAL_COLUMNS)[number];

/** Why a row of the file cannot be imported; the console names each in the reader's language. */
export const IMPORT_PROBLEMS = [
  'WRONG_HEADER',
  'UNREADABLE_ROW',
  'NO_ROWS',
  'BAD_RESERVATION_NUMBER',
  'DUPLICATE_IN_FILE',
  'ALREADY_IN_HOTEL',
  'BAD_DATE',
  'DEPARTURE_NOT_AFTER_ARRIVAL',
  'UNKNOWN_ROOM_TYPE',
  'MISSING_NAME',
  'NAME_TOO_LONG',
  'BAD_EMAIL',
  'BAD_LANGUAGE',
  'LANGUAGE_DIFFERS_IN_FILE',
] as const;
export const ImportProblemReason = z.enum(IMPORT_PROBLEMS);
export type ImportProblemReason = z.infer<typeof ImportProblemReason>;

export const ImportProblem = z.object({
  /** The line of the file, the header being 1. */
  row: z.int(),
  /** The column, or '' when the whole row (or file) is at fault. */
  field: z.string(),
  reason: ImportProblemReason,
});
export type ImportProblem = z.infer<typeof ImportProblem>;

/** One reservation the file would create, with the rows it comes from. */
export const ImportedReservation = z.object({
  reservationNumber: z.string(),
  arrivalDate: IsoDate,
  departureDate: IsoDate,
  roomType: z.string(),
  guests: z.array(z.object({ firstName: z.string(), lastName: z.string(), email: z.string() })),
  /** From the file's `language` column; absent: the hotel's default. */
  language: z.optional(ReservationLanguage),
  rows: z.array(z.int()),
});
export type ImportedReservation = z.infer<typeof ImportedReservation>;

/** Every bad row with its reason; the reservations are what the good rows would create. */
export const ImportPreview = z.object({
  clean: z.boolean(),
  reservations: z.array(ImportedReservation),
  problems: z.array(ImportProblem),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportResult = z.object({
  imported: z.int(),
  reservationNumbers: z.array(z.string()),
});
export type ImportResult = z.infer<typeof ImportResult>;

export const reservationImportRoutes = {
  listRoomTypes: defineRoute({
    method: 'GET',
    path: '/staff/front-desk/room-types',
    tag: 'Front desk',
    summary: 'The room types of the hotel, for a new reservation',
    auth: false,
    staffRoles: ['front-desk'],
    response: RoomTypes,
  }),
  createReservation: defineRoute({
    method: 'POST',
    path: '/staff/front-desk/reservations',
    tag: 'Front desk',
    summary:
      'Create a reservation by hand (Unconfirmed or Confirmed); the guests can sign in at once',
    auth: false,
    staffRoles: ['front-desk'],
    body: NewReservation,
    response: FrontDeskReservation,
    successStatus: 201,
    errors: ['RESERVATION_NUMBER_TAKEN', 'UNKNOWN_ROOM_TYPE'],
  }),
  previewReservationImport: defineRoute({
    method: 'POST',
    path: '/staff/front-desk/reservation-imports/preview',
    tag: 'Front desk',
    summary:
      'Read a CSV export of reservations: what it would create and every bad row with its reason; nothing is stored',
    auth: false,
    staffRoles: ['front-desk'],
    body: ReservationCsv,
    response: ImportPreview,
  }),
  importReservations: defineRoute({
    method: 'POST',
    path: '/staff/front-desk/reservation-imports',
    tag: 'Front desk',
    summary:
      'Import a CSV export of reservations, all rows in one go, or none while a row is bad (the same problems as the preview)',
    auth: false,
    staffRoles: ['front-desk'],
    body: ReservationCsv,
    response: ImportResult,
    successStatus: 201,
    errors: ['RESERVATION_IMPORT_REFUSED', 'RESERVATION_NUMBER_TAKEN'],
  }),
} as const;
