import { describe, expect, it } from 'vitest';
import type { Activity, MyActivity } from '@portal/api-client/contract/activities';
import { datesBetween } from '../../lib/hotel-calendar.ts';
import { activitiesByDay, openDates, openDaysSummary } from './activity-rules.ts';

function activity(id: number, opensAt: string, openDays: Activity['openDays']): Activity {
  const text = { en: `Activity ${id}`, vi: `Hoạt động ${id}` };
  return {
    id,
    name: text,
    description: text,
    location: text,
    image: { url: '/a.svg', width: 640, height: 400 },
    opensAt,
    closesAt: '22:00',
    openDays,
  };
}

describe('open days', () => {
  it('are the days of the stay on which the activity opens', () => {
    // 2026-04-03 is a Friday.
    expect(
      openDates(activity(1, '09:00', ['sat', 'sun']), datesBetween('2026-04-03', '2026-04-06')),
    ).toEqual(['2026-04-04', '2026-04-05']);
  });

  it('read as every day, a run, or single days', () => {
    expect(openDaysSummary(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).toEqual({
      every: true,
    });
    expect(openDaysSummary(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'])).toEqual({
      every: false,
      parts: [['mon', 'tue', 'wed', 'thu', 'fri', 'sat']],
    });
    expect(openDaysSummary(['sun', 'sat'])).toEqual({ every: false, parts: [['sat'], ['sun']] });
  });
});

describe("the guest's activities", () => {
  it('are grouped by day in order, earliest opening first', () => {
    const pool = activity(1, '06:00', ['mon']);
    const spa = activity(2, '10:00', ['mon']);
    const mine: MyActivity[] = [
      { id: 3, date: '2026-04-02', activity: spa },
      { id: 1, date: '2026-04-01', activity: spa },
      { id: 2, date: '2026-04-01', activity: pool },
    ];
    expect(
      activitiesByDay(mine).map((day) => [day.date, day.activities.map((entry) => entry.id)]),
    ).toEqual([
      ['2026-04-01', [2, 1]],
      ['2026-04-02', [3]],
    ]);
  });
});
