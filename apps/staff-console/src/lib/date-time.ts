import { tenant } from '../config/tenant.ts';

/** An instant as the hotel's clock shows it, in the reader's language: "23 Nov 2026, 19:42". */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: tenant.timeZone,
  }).format(new Date(iso));
}
