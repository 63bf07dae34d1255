import { describe, expect, it } from 'vitest';
import { isOpenOn, weekdayOf } from '../src/rules/weekdays.ts';

describe("the hotel's week", () => {
  it('names the weekday of a date, Monday first, whatever the time zone of the machine', () => {
    expect(weekdayOf('2026-03-30')).toBe('mon');
    expect(weekdayOf('2026-04-03')).toBe('fri');
    expect(weekdayOf('2026-04-05')).toBe('sun');
    expect(weekdayOf('2028-02-29')).toBe('tue');
  });

  it('opens an activity only on its open days', () => {
    expect(isOpenOn(['sat', 'sun'], '2026-04-04')).toBe(true);
    expect(isOpenOn(['sat', 'sun'], '2026-04-03')).toBe(false);
  });
});
