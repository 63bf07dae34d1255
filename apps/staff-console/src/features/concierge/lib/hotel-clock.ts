import { hotelInstant, hotelToday, onHotelClock } from '@portal/api-client/rules/hotel-calendar';
import { tenant } from '../../../config/tenant.ts';
import { readerLocale } from '../../../lib/date-time.ts';

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/** Today's date on the hotel's calendar. */
export function todayAtHotel(): string {
  return hotelToday(tenant.timeZone);
}

/** The hotel date an instant falls on. */
export function hotelDateOf(instant: string): string {
  return onHotelClock(instant, tenant.timeZone, 'YYYY-MM-DD');
}

/** An instant as a `datetime-local` input shows it: the hotel's wall clock, not the computer's. */
export function toLocalInput(instant: string): string {
  return instant ? onHotelClock(instant, tenant.timeZone, 'YYYY-MM-DDTHH:mm') : '';
}

/**
 * A `datetime-local` value read on the hotel's wall clock, as ISO with the hotel's offset
 * ("2026-11-25T18:00:00+07:00"); empty while the input holds no whole date and time.
 */
export function fromLocalInput(value: string): string {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match?.[1] || !match[2]) return '';
  return onHotelClock(
    hotelInstant(match[1], match[2], tenant.timeZone),
    tenant.timeZone,
    'YYYY-MM-DDTHH:mm:ssZ',
  );
}

/** A session's time on the hotel's clock: "25 Nov 2026, 18:00 – 20:00". */
export function formatSessionTime(startsAt: string, endsAt: string, language: string): string {
  return new Intl.DateTimeFormat(readerLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: tenant.timeZone,
  }).formatRange(new Date(startsAt), new Date(endsAt));
}
