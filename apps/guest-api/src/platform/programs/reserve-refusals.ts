import { HttpError } from '../http/http-error.ts';

/** The guest's and the concierge's refusals of a reservation: one rule, one answer. */
export const RESERVE_REFUSALS = {
  'not-found': () => new HttpError('NOT_FOUND', 'Program not found'),
  started: () => new HttpError('PROGRAM_STARTED'),
  'already-reserved': () => new HttpError('PROGRAM_ALREADY_RESERVED'),
  'fully-booked': () => new HttpError('PROGRAM_FULLY_BOOKED'),
  'outside-stay': () => new HttpError('PROGRAM_OUTSIDE_STAY'),
} as const;
