/** The days of the hotel's week, Monday first, as activities' opening days are written. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a calendar date (YYYY-MM-DD), whatever the phone's or server's time zone. */
export function weekdayOf(isoDate: string): Weekday {
  // Sunday is 0 in JavaScript; the hotel's week starts on Monday.
  return WEEKDAYS[(new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'mon';
}

/** Whether something open on `openDays` (an activity) is open on a calendar date. */
export function isOpenOn(openDays: readonly Weekday[], isoDate: string): boolean {
  return openDays.includes(weekdayOf(isoDate));
}
