import type { Program } from '@portal/api-client/contract/programs';
import { PROGRAM_MAX_SEATS } from '@portal/api-client/rules/limits';

export type ProgramAvailability =
  'reserved' | 'started' | 'attended' | 'noShow' | 'fullyBooked' | 'open';

/**
 * What the guest can do with a program now: cancel theirs, nothing, or reserve; once the
 * concierge marked theirs, whether they attended.
 */
export function programAvailability(program: Program, now: Date = new Date()): ProgramAvailability {
  const started = Date.parse(program.startsAt) <= now.getTime();
  if (program.myReservation?.state === 'attended') return 'attended';
  if (program.myReservation?.state === 'no-show') return 'noShow';
  if (program.myReservation) return started ? 'started' : 'reserved';
  if (started) return 'started';
  if (program.fullyBooked || program.seatsLeft <= 0) return 'fullyBooked';
  return 'open';
}

/** The most seats the guest may ask for: what is left, at most the contract's limit. */
export function maxSeats(program: Program): number {
  return Math.max(0, Math.min(PROGRAM_MAX_SEATS, program.seatsLeft));
}

/** The price of a reservation: per seat, 0 when the program is free. */
export function reservationPrice(program: Program, seats: number): number {
  return program.price * seats;
}
