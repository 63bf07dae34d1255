import './zod-setup.ts';
import { z } from 'zod/mini';
import { IdParams, ImageRef, IsoDateTime, LocalizedText, Vnd } from './common.ts';
import { PROGRAM_MAX_SEATS, PROGRAM_NOTES_MAX_LENGTH } from '../rules/limits.ts';
import { PROGRAM_RESERVATION_STATES } from '../rules/program-attendance.ts';
import { defineRoute } from './route.ts';

export const ProgramReservation = z.object({
  id: z.int(),
  programId: z.int(),
  seats: z.int(),
  notes: z.string(),
  reservedAt: IsoDateTime,
  /** Reserved, then attended or no-show as the concierge marks it once the session has started. */
  state: z.enum(PROGRAM_RESERVATION_STATES),
});
export type ProgramReservation = z.infer<typeof ProgramReservation>;

export const Program = z.object({
  id: z.int(),
  title: LocalizedText,
  summary: LocalizedText,
  description: LocalizedText,
  location: LocalizedText,
  image: ImageRef,
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  /** Per seat; 0 is free. */
  price: Vnd,
  capacity: z.int(),
  seatsLeft: z.int(),
  fullyBooked: z.boolean(),
  /** The signed-in guest's reservation of it, if any. */
  myReservation: z.nullable(ProgramReservation),
  isFavorite: z.boolean(),
});
export type Program = z.infer<typeof Program>;

export const ProgramList = z.object({ programs: z.array(Program) });

export const ReserveProgramRequest = z.strictObject({
  seats: z._default(z.int().check(z.gte(1), z.lte(PROGRAM_MAX_SEATS)), 1),
  notes: z._default(z.string().check(z.trim(), z.maxLength(PROGRAM_NOTES_MAX_LENGTH)), ''),
});
export type ReserveProgramRequest = z.input<typeof ReserveProgramRequest>;

export const programRoutes = {
  listPrograms: defineRoute({
    method: 'GET',
    path: '/programs',
    tag: 'Programs',
    summary: "The hotel's upcoming programs, soonest first",
    auth: true,
    response: ProgramList,
  }),
  getProgram: defineRoute({
    method: 'GET',
    path: '/programs/:id',
    tag: 'Programs',
    summary: 'One program, with seats left and my reservation of it',
    auth: true,
    params: IdParams,
    response: Program,
  }),
  reserveProgram: defineRoute({
    method: 'POST',
    path: '/programs/:id/reservation',
    tag: 'Programs',
    summary: 'Reserve seats in a program',
    auth: true,
    params: IdParams,
    body: ReserveProgramRequest,
    response: Program,
    successStatus: 201,
    errors: [
      'STAY_CHECKED_OUT',
      'PROGRAM_FULLY_BOOKED',
      'PROGRAM_ALREADY_RESERVED',
      'PROGRAM_STARTED',
      'RESERVATION_CANCELLED',
    ],
  }),
  cancelProgramReservation: defineRoute({
    method: 'DELETE',
    path: '/programs/:id/reservation',
    tag: 'Programs',
    summary: "Cancel the signed-in guest's reservation of a program (before it starts)",
    auth: true,
    params: IdParams,
    response: Program,
    errors: ['PROGRAM_STARTED'],
  }),
} as const;
