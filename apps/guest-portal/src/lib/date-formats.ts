import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import i18next from 'i18next';
import { onHotelClock } from './hotel-calendar.ts';

// dayjs's global locale follows the guest's language (the vi locale starts the week on Monday).
// It is set here, where dates are shown, so the sign-in screen loads no dayjs; i18next tells every
// listener before a screen renders the switch, so dates change language with the texts.
function followLanguage(language: string) {
  dayjs.locale(language);
}
if (i18next.language) followLanguage(i18next.language);
i18next.on('languageChanged', followLanguage);

/** The date display forms a guest sees. */
export const DATE_FORMATS = {
  isoDate: 'YYYY-MM-DD',
  longDay: 'ddd, DD MMMM YYYY',
  long: 'DD MMMM YYYY',
  weekday: 'ddd',
  isoDateTime: 'YYYY-MM-DD HH:mm:ss',
  timeFirst: 'HH:mm DD-MM-YYYY',
} as const;

export type DateForm = keyof typeof DATE_FORMATS;

/**
 * A calendar date of the hotel (YYYY-MM-DD) in one of those forms, in the current language
 * (dayjs's global locale follows i18next's language, above).
 */
export function formatDate(date: string, form: DateForm): string {
  return dayjs(date).format(DATE_FORMATS[form]);
}

/** An instant (ISO with offset) as the clock on the hotel's wall reads it. */
export function formatHotelTime(instant: string, form: DateForm, timeZone: string): string {
  return onHotelClock(instant, timeZone, DATE_FORMATS[form]);
}

/** The first day of the week holding `date` in the current language: Monday in Vietnamese. */
export function startOfWeek(date: string): string {
  return dayjs(date).startOf('week').format(DATE_FORMATS.isoDate);
}
