import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  hotelInstant,
  hotelTimeOfDay,
  hotelToday,
  nightsOf,
  onHotelClock,
  remainingStayDates,
} from '../src/rules/hotel-calendar.ts';

const SAIGON = 'Asia/Ho_Chi_Minh';
const BERLIN = 'Europe/Berlin';

describe("the hotel's today", () => {
  it('is the date on the hotel’s wall calendar, not the server’s or the phone’s', () => {
    const now = new Date('2026-03-31T20:00:00Z');
    expect(hotelToday(SAIGON, now)).toBe('2026-04-01');
    expect(hotelToday('UTC', now)).toBe('2026-03-31');
    expect(hotelTimeOfDay(SAIGON, now)).toBe('03:00');
  });

  it('turns at the hotel’s midnight across daylight saving (last Sundays of March and October)', () => {
    expect(hotelToday(BERLIN, new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(hotelToday(BERLIN, new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(hotelToday(BERLIN, new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(hotelToday(BERLIN, new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(hotelToday(BERLIN, new Date('2026-10-24T21:59:00Z'))).toBe('2026-10-24');
    expect(hotelToday(BERLIN, new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(hotelToday(BERLIN, new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
    expect(hotelToday(BERLIN, new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    expect(hotelTimeOfDay(BERLIN, new Date('2026-03-29T01:00:00Z'))).toBe('03:00');
  });
});

describe('the instant of a time on the hotel’s clock', () => {
  it('has no daylight saving in Vietnam', () => {
    expect(hotelInstant('2026-04-01', '07:00', SAIGON)).toBe('2026-04-01T00:00:00.000Z');
    expect(hotelInstant('2026-04-01', '23:59', SAIGON)).toBe('2026-04-01T16:59:00.000Z');
  });

  it('uses the offset of that moment, not of the same figures read as UTC, around a change', () => {
    // 01:30 in Berlin on 29 March is still winter time (+01:00); 01:30 UTC is already summer time.
    expect(hotelInstant('2026-03-29', '01:30', BERLIN)).toBe('2026-03-29T00:30:00.000Z');
    expect(hotelInstant('2026-03-29', '03:30', BERLIN)).toBe('2026-03-29T01:30:00.000Z');
    // 01:30 in Berlin on 25 October is still summer time (+02:00); 01:30 UTC is already winter time.
    expect(hotelInstant('2026-10-25', '01:30', BERLIN)).toBe('2026-10-24T23:30:00.000Z');
    expect(hotelInstant('2026-10-25', '12:00', BERLIN)).toBe('2026-10-25T11:00:00.000Z');
  });

  it('reads an instant on the hotel’s clock', () => {
    expect(onHotelClock('2026-10-24T23:30:00Z', BERLIN, 'YYYY-MM-DD HH:mm')).toBe(
      '2026-10-25 01:30',
    );
    expect(onHotelClock('2026-04-01T00:00:00+00:00', SAIGON, 'HH:mm DD-MM-YYYY')).toBe(
      '07:00 01-04-2026',
    );
  });
});

describe('calendar days of a stay', () => {
  it('adds days across months, years and a leap day, whatever the clock changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('lists every date between two, both included', () => {
    expect(datesBetween('2026-10-24', '2026-10-26')).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(datesBetween('2026-10-26', '2026-10-24')).toEqual([]);
  });

  it('counts the nights and the days still ahead', () => {
    const stay = { arrivalDate: '2026-03-27', departureDate: '2026-03-31' };
    expect(nightsOf(stay)).toBe(4);
    expect(nightsOf({ arrivalDate: '2026-12-30', departureDate: '2027-01-02' })).toBe(3);
    expect(remainingStayDates(stay, '2026-03-25')).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    expect(remainingStayDates(stay, '2026-03-30')).toEqual(['2026-03-30', '2026-03-31']);
    expect(remainingStayDates(stay, '2026-04-01')).toEqual([]);
  });
});
