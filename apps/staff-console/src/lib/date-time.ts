import { tenant } from '../config/tenant.ts';

/** The locale a reader of the console's language writes dates and numbers in. */
export function readerLocale(language: string): string {
  return language === 'vi' ? 'vi-VN' : 'en-GB';
}

/** An instant as the hotel's clock shows it, in the reader's language: "23 Nov 2026, 19:42". */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(readerLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: tenant.timeZone,
  }).format(new Date(iso));
}

const HOTEL_DATE_STYLES = {
  medium: { dateStyle: 'medium' },
  full: { dateStyle: 'full' },
  day: { day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A hotel date (YYYY-MM-DD) in the reader's language: "10 Dec 2026"; `full` names the weekday,
 * `day` is a chart's short day ("27 Nov" / "27 thg 11"). A date, not an instant: no time zone moves it.
 */
export function formatHotelDate(
  isoDate: string,
  language: string,
  style: keyof typeof HOTEL_DATE_STYLES = 'medium',
): string {
  return new Intl.DateTimeFormat(readerLocale(language), {
    ...HOTEL_DATE_STYLES[style],
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
