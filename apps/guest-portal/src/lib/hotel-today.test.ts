import { describe, expect, it } from 'vitest';
import { addDays, hotelTimeOfDay, hotelToday } from './hotel-today.ts';

describe('the hotel calendar', () => {
  it("is the hotel's date, not the phone's: 20:00 UTC is already the next day in Ho Chi Minh City", () => {
    const now = new Date('2026-03-31T20:00:00Z');
    expect(hotelToday('Asia/Ho_Chi_Minh', now)).toBe('2026-04-01');
    expect(hotelTimeOfDay('Asia/Ho_Chi_Minh', now)).toBe('03:00');
    expect(hotelToday('UTC', now)).toBe('2026-03-31');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
