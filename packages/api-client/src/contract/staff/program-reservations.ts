import '../zod-setup.ts';
import { z } from 'zod/mini';
import { PROGRAM_MAX_SEATS, PROGRAM_NOTES_MAX_LENGTH } from '../../rules/limits.ts';
import { PROGRAM_ATTENDANCE } from '../../rules/program-attendance.ts';
import { IdParams, IsoDate, RowId } from '../common.ts';
import { defineRoute } from '../route.ts';
import { StaffProgram } from './concierge.ts';

// The concierge's loop: a guest's reservation of a session made at the desk, then marked attended
// or no-show once the session has started, or cancelled at any time. Each move is audited.

/** A guest of a reservation in house or arriving, as the concierge finds them. */
export const ProgramGuest = z.object({
  guestId: z.int(),
  guestName: z.string(),
  reservationNumber: z.string(),
  /** Null until the front desk assigns a room. */
  roomNumber: z.nullable(z.string()),
  arrivalDate: IsoDate,
  departureDate: IsoDate,
});
export type ProgramGuest = z.infer<typeof ProgramGuest>;

export const ProgramGuestQuery = z.strictObject({
  /** A reservation number, or part of a guest's name. */
  q: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
});

export const ProgramGuestList = z.object({ guests: z.array(ProgramGuest) });

export const ReserveForGuestRequest = z.strictObject({
  guestId: RowId,
  seats: z._default(z.int().check(z.gte(1), z.lte(PROGRAM_MAX_SEATS)), 1),
  notes: z._default(z.string().check(z.trim(), z.maxLength(PROGRAM_NOTES_MAX_LENGTH)), ''),
});
export type ReserveForGuestRequest = z.input<typeof ReserveForGuestRequest>;

export const AttendanceRequest = z.strictObject({ state: z.enum(PROGRAM_ATTENDANCE) });
export type AttendanceRequest = z.infer<typeof AttendanceRequest>;

export const programReservationRoutes = {
  findProgramGuests: defineRoute({
    method: 'GET',
    path: '/staff/program-guests',
    tag: 'Concierge',
    summary:
      'Guests of reservations in house or arriving (not yet departed, not cancelled), found by reservation number or name',
    auth: false,
    staffRoles: ['concierge'],
    query: ProgramGuestQuery,
    response: ProgramGuestList,
  }),
  reserveProgramForGuest: defineRoute({
    method: 'POST',
    path: '/staff/programs/:id/reservations',
    tag: 'Concierge',
    summary:
      "Reserve seats of a session for a guest, by the guest's own rules (capacity, once per guest, before it starts, during the stay)",
    auth: false,
    staffRoles: ['concierge'],
    params: IdParams,
    body: ReserveForGuestRequest,
    response: StaffProgram,
    successStatus: 201,
    errors: [
      'PROGRAM_FULLY_BOOKED',
      'PROGRAM_ALREADY_RESERVED',
      'PROGRAM_STARTED',
      'PROGRAM_OUTSIDE_STAY',
      'RESERVATION_CANCELLED',
    ],
  }),
  markProgramAttendance: defineRoute({
    method: 'PUT',
    path: '/staff/program-reservations/:id/attendance',
    tag: 'Concierge',
    summary: "Mark a guest's reservation attended or no-show, once the session has started",
    auth: false,
    staffRoles: ['concierge'],
    params: IdParams,
    body: AttendanceRequest,
    response: StaffProgram,
    errors: ['PROGRAM_NOT_STARTED'],
  }),
  cancelProgramReservationForGuest: defineRoute({
    method: 'DELETE',
    path: '/staff/program-reservations/:id',
    tag: 'Concierge',
    summary: "Cancel a guest's reservation of a session, at any time; its seats are free again",
    auth: false,
    staffRoles: ['concierge'],
    params: IdParams,
    response: StaffProgram,
  }),
} as const;
