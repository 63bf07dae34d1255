import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const ISO_DATE = 'YYYY-MM-DD';

/** Today's date (YYYY-MM-DD) on the hotel's wall calendar, whatever the phone or server says. */
export function hotelToday(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).format(ISO_DATE);
}

/** The time (HH:mm) on the hotel's wall clock. */
export function hotelTimeOfDay(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).format('HH:mm');
}

/** An instant (ISO with offset) as the hotel's wall clock reads it, in a dayjs format. */
export function onHotelClock(instant: string, timeZone: string, format: string): string {
  return dayjs(instant).tz(timeZone).format(format);
}

/** The instant (ISO, UTC) a time (HH:mm) on the hotel's clock happens, daylight saving included. */
export function hotelInstant(isoDate: string, time: string, timeZone: string): string {
  return dayjs.tz(`${isoDate} ${time}`, timeZone).toISOString();
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
