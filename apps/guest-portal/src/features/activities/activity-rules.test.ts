import { describe, expect, it } from 'vitest';
import type { Activity, MyActivity } from '@portal/api-client/contract/activities';
import { hotelToday } from '../../lib/hotel-today.ts';
import {
  activitiesByDay,
  openDates,
  openDaysSummary,
  remainingStayDates,
  stayDates,
  weekdayOf,
} from './activity-rules.ts';

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

describe('the days of a stay', () => {
  it('run from the arrival to the departure day, both included, across a month end', () => {
    expect(stayDates('2026-03-30', '2026-04-02')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
  });

  it("still ahead are counted from the hotel's today, not the phone's", () => {
    // 20:00 UTC on 31 March is already 1 April in Ho Chi Minh City.
    const today = hotelToday('Asia/Ho_Chi_Minh', new Date('2026-03-31T20:00:00Z'));
    expect(remainingStayDates('2026-03-30', '2026-04-02', today)).toEqual([
      '2026-04-01',
      '2026-04-02',
    ]);
  });

  it('are all ahead before the guest arrives, and only the last one is left on the departure day', () => {
    expect(remainingStayDates('2026-04-10', '2026-04-12', '2026-04-01')).toEqual([
      '2026-04-10',
      '2026-04-11',
      '2026-04-12',
    ]);
    expect(remainingStayDates('2026-04-10', '2026-04-12', '2026-04-12')).toEqual(['2026-04-12']);
    expect(remainingStayDates('2026-04-10', '2026-04-12', '2026-04-13')).toEqual([]);
  });
});

describe('open days', () => {
  it('are the days of the stay on which the activity opens', () => {
    // 2026-04-03 is a Friday.
    expect(weekdayOf('2026-04-03')).toBe('fri');
    expect(weekdayOf('2026-04-05')).toBe('sun');
    expect(
      openDates(activity(1, '09:00', ['sat', 'sun']), stayDates('2026-04-03', '2026-04-06')),
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
