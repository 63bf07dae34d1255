import { useTranslation } from 'react-i18next';
import type { Activity } from '@portal/api-client/contract/activities';
import { formatDate } from '../../lib/date-formats.ts';
import { useLocalizedText } from '../../lib/localized-text.ts';
import { openDaysSummary } from './activity-rules.ts';

/** How an activity's hours, days and dates read in the guest's language. */
export function useActivityFormat() {
  const { t } = useTranslation('activities');
  const { text, language } = useLocalizedText();
  const hours = (activity: Activity) =>
    t('opening', { from: activity.opensAt, to: activity.closesAt });
  const days = (activity: Activity) => {
    const summary = openDaysSummary(activity.openDays);
    if (summary.every) return t('everyDay');
    return summary.parts
      .map((run) => run.map((day) => t(`weekdays.${day}`)))
      .map((names) =>
        names.length > 1 ? `${names[0] ?? ''}–${names.at(-1) ?? ''}` : (names[0] ?? ''),
      )
      .join(', ');
  };
  const shortDate = new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return {
    text,
    hours,
    schedule: (activity: Activity) =>
      t('openSchedule', { hours: hours(activity), days: days(activity) }),
    longDate: (date: string) => formatDate(date, 'longDay'),
    weekday: (date: string) => formatDate(date, 'weekday'),
    shortDate: (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`)),
  };
}
