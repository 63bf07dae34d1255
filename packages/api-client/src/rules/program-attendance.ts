/**
 * A guest's reservation of a program session: reserved (by the guest or the concierge), then
 * attended or no-show (the concierge, once the session has started). Cancelling takes it away:
 * the guest before the session starts, the concierge at any time.
 */
export const PROGRAM_RESERVATION_STATES = ['reserved', 'attended', 'no-show'] as const;
export type ProgramReservationState = (typeof PROGRAM_RESERVATION_STATES)[number];

/** What the concierge marks once the session has started (either may be corrected to the other). */
export const PROGRAM_ATTENDANCE = ['attended', 'no-show'] as const;
export type ProgramAttendance = (typeof PROGRAM_ATTENDANCE)[number];

/** Attended or no-show is told only once the session has started. */
export function mayMarkAttendance(startsAt: string, now: Date): boolean {
  return Date.parse(startsAt) <= now.getTime();
}

/**
 * A session the concierge reserves for a guest starts on a day of the guest's stay, from the
 * arrival date to the departure date (hotel dates, `YYYY-MM-DD`).
 */
export function isDuringStay(
  sessionDate: string,
  stay: { arrivalDate: string; departureDate: string },
): boolean {
  return sessionDate >= stay.arrivalDate && sessionDate <= stay.departureDate;
}
