import type { Activity, MyActivity, Weekday } from '@portal/api-client/contract/activities';
import { isOpenOn, WEEKDAYS } from '@portal/api-client/rules/weekdays';

/** The days among `dates` on which the activity is open. */
export function openDates(
  activity: Pick<Activity, 'openDays'>,
  dates: readonly string[],
): string[] {
  return dates.filter((date) => isOpenOn(activity.openDays, date));
}

/** The guest's activities by day, days in order, each day's activities by opening time. */
export function activitiesByDay(
  mine: readonly MyActivity[],
): { date: string; activities: MyActivity[] }[] {
  const days = new Map<string, MyActivity[]>();
  for (const entry of [...mine].sort((a, b) =>
    a.activity.opensAt.localeCompare(b.activity.opensAt),
  )) {
    days.set(entry.date, [...(days.get(entry.date) ?? []), entry]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, activities]) => ({ date, activities }));
}

/**
 * The open days, short: every day; a run such as Mon–Sat; or a list. Runs of three or more
 * weekdays in a row are joined with a dash.
 */
export function openDaysSummary(
  openDays: readonly Weekday[],
): { every: true } | { every: false; parts: Weekday[][] } {
  const open = WEEKDAYS.filter((day) => openDays.includes(day));
  if (open.length === WEEKDAYS.length) return { every: true };
  const runs: Weekday[][] = [];
  for (const day of open) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && WEEKDAYS.indexOf(previous) + 1 === WEEKDAYS.indexOf(day)) run.push(day);
    else runs.push([day]);
  }
  return {
    every: false,
    parts: runs.flatMap((run) => (run.length >= 3 ? [run] : run.map((day) => [day]))),
  };
}
