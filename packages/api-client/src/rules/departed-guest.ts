import { addDays, hotelInstant, hotelToday } from './hotel-calendar.ts';

/** After departure the guest keeps the portal this many days: the bill to read, the stay to rate. */
export const DEPARTED_GUEST_DAYS = 7;

/** The first day (the hotel's) the portal is closed to a stay's guests. */
export function portalClosesOn(departureDate: string): string {
  return addDays(departureDate, DEPARTED_GUEST_DAYS + 1);
}

/**
 * How long a session opened `at` may last for a stay departing `departureDate`: the hotel's
 * session length, cut at the hotel's midnight that closes the portal; 0 once it is closed.
 */
export function sessionLengthMs(
  departureDate: string,
  timeZone: string,
  at: Date,
  sessionMs: number,
): number {
  const closesOn = portalClosesOn(departureDate);
  if (hotelToday(timeZone, at) >= closesOn) return 0;
  const closesAt = Date.parse(hotelInstant(closesOn, '00:00', timeZone));
  return Math.min(sessionMs, closesAt - at.getTime());
}
