import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

const ISO_DATE = 'YYYY-MM-DD';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// One formatter per time zone: dayjs's `tz()` builds a new one on every call, a cost a phone
// pays on each date a screen shows and the API on each request that asks for today.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, clock);
  }
  return clock;
}

/** A year as ISO writes it: four digits, six and a sign past 9999 (as `toISOString` does). */
const isoYear = (year: string) =>
  year.length > 4 ? `+${year.padStart(6, '0')}` : year.padStart(4, '0');

/** What the zone's wall clock reads at an instant, as YYYY-MM-DDTHH:mm:ss, by `Intl`. */
function wallClockByIntl(instant: Date | number, timeZone: string): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatterOf(timeZone).formatToParts(instant)) part[type] = value;
  return `${isoYear(part.year ?? '')}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** A time zone's UTC offset in minutes from each listed instant on, between `from` and `until`. */
export interface ZoneOffsets {
  from: number;
  until: number;
  offsets: [at: number, minutes: number][];
}

/** No zone is 18 hours from UTC: a wider gap is a year Intl does not write as ISO (before year 1). */
const WIDEST_OFFSET_MINUTES = 18 * 60;

/** The offset, in minutes, of a wall clock's reading (YYYY-MM-DDTHH:mm:ss) at an instant. */
function offsetOfReading(reading: string, at: number): number {
  const minutes = Math.round(
    (Date.parse(`${reading}Z`) - Math.floor(at / 1000) * 1000) / MINUTE_MS,
  );
  return Number.isFinite(minutes) && Math.abs(minutes) <= WIDEST_OFFSET_MINUTES ? minutes : 0;
}

function offsetAt(timeZone: string, at: number): number {
  return offsetOfReading(wallClockByIntl(at, timeZone), at);
}

/** Every change of the zone's UTC offset between two instants, found to the minute. */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const offsets: ZoneOffsets['offsets'] = [[from, offsetAt(timeZone, from)]];
  for (let day = from; day < until; day += DAY_MS) {
    const before = offsetAt(timeZone, day);
    const next = Math.min(day + DAY_MS, until);
    if (offsetAt(timeZone, next) === before) continue;
    let low = day;
    let high = next;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    offsets.push([high, offsetAt(timeZone, high)]);
  }
  return { from, until, offsets };
}

const knownOffsets = new Map<string, ZoneOffsets>();

/**
 * Lets the clock of a zone be read from offsets worked out ahead (the portal's build does), within
 * their span: a phone's first `Intl.DateTimeFormat` costs it 20-30 ms, 80-120 ms on a slow one.
 */
export function knowZoneOffsets(timeZone: string, offsets: ZoneOffsets): void {
  knownOffsets.set(timeZone, offsets);
}

/** What the hotel's wall clock reads at an instant, as YYYY-MM-DDTHH:mm:ss. */
function wallClock(instant: Date, timeZone: string): string {
  const at = instant.getTime();
  const known = knownOffsets.get(timeZone);
  if (!known || !(at >= known.from && at < known.until)) return wallClockByIntl(instant, timeZone);
  let minutes = 0;
  for (const [since, offset] of known.offsets) {
    if (at < since) break;
    minutes = offset;
  }
  return new Date(at + minutes * MINUTE_MS).toISOString().slice(0, 19);
}

/** The hotel's UTC offset at an instant, in minutes. */
function offsetOn(at: number, timeZone: string): number {
  return offsetOfReading(wallClock(new Date(at), timeZone), at);
}

/** Today's date (YYYY-MM-DD) on the hotel's wall calendar, whatever the phone or server says. */
export function hotelToday(timeZone: string, now: Date = new Date()): string {
  return wallClock(now, timeZone).slice(0, 10);
}

/** The time (HH:mm) on the hotel's wall clock. */
export function hotelTimeOfDay(timeZone: string, now: Date = new Date()): string {
  return wallClock(now, timeZone).slice(11, 16);
}

/** An instant (ISO with offset) as the hotel's wall clock reads it, in a dayjs format. */
export function onHotelClock(instant: string, timeZone: string, format: string): string {
  const at = new Date(instant);
  // Read as UTC, the wall clock's figures meet no daylight-saving gap of the computer's own zone;
  // the hotel's offset is then set without moving them, for formats that show it (Z).
  return dayjs
    .utc(wallClock(at, timeZone))
    .utcOffset(offsetOn(at.getTime(), timeZone), true)
    .format(format);
}

/** The instant (ISO, UTC) a time (HH:mm) on the hotel's clock happens, daylight saving included. */
export function hotelInstant(isoDate: string, time: string, timeZone: string): string {
  const figures = Date.parse(`${isoDate}T${time}:00Z`);
  // The offset at the figures read as UTC is at most a change away from the right one: the
  // offset at the instant it gives is the hotel's then (its first hour of summer time included).
  const guess = figures - offsetOn(figures, timeZone) * MINUTE_MS;
  return new Date(figures - offsetOn(guess, timeZone) * MINUTE_MS).toISOString();
}

export function addDays(isoDate: string, days: number): string {
  return dayjs.utc(isoDate).add(days, 'day').format(ISO_DATE);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) dates.push(day);
  return dates;
}

interface StayDates {
  arrivalDate: string;
  departureDate: string;
}

/** Nights between arrival and departure. */
export function nightsOf(stay: StayDates): number {
  return Math.max(0, dayjs.utc(stay.departureDate).diff(dayjs.utc(stay.arrivalDate), 'day'));
}

/** The days of the stay from `today` (or the arrival, if later) to the departure day, included. */
export function remainingStayDates(stay: StayDates, today: string): string[] {
  return datesBetween(stay.arrivalDate > today ? stay.arrivalDate : today, stay.departureDate);
}
