import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  hotelInstant,
  hotelTimeOfDay,
  hotelToday,
  knowZoneOffsets,
  nightsOf,
  onHotelClock,
  remainingStayDates,
  zoneOffsets,
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

  it('reads back every time of the two days of change on the clock it was written on', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        // 02:00-02:59 does not exist on the last Sunday of March: it reads an hour later.
        const expected =
          day === '2026-03-29' && time.startsWith('02') ? `03${time.slice(2)}` : time;
        expect(onHotelClock(hotelInstant(day, time, BERLIN), BERLIN, 'YYYY-MM-DD HH:mm')).toBe(
          `${day} ${expected}`,
        );
      }
    }
  });

  it('places a time of any year the contract lets through, never failing (the fuzz found 0788)', () => {
    expect(hotelInstant('0788-10-08', '00:00', SAIGON)).toMatch(/^0788-10-07T1[67]:\d\d:00\.000Z$/);
    expect(hotelInstant('9999-12-31', '23:59', BERLIN)).toBe('9999-12-31T22:59:00.000Z');
    expect(() => hotelInstant('0000-01-01', '00:00', BERLIN)).not.toThrow();
  });

  it('reads an instant on the hotel’s clock', () => {
    expect(onHotelClock('2026-10-24T23:30:00Z', BERLIN, 'YYYY-MM-DD HH:mm')).toBe(
      '2026-10-25 01:30',
    );
    expect(onHotelClock('2026-04-01T00:00:00+00:00', SAIGON, 'HH:mm DD-MM-YYYY')).toBe(
      '07:00 01-04-2026',
    );
    expect(onHotelClock('2026-10-24T23:30:00Z', BERLIN, 'YYYY-MM-DDTHH:mm:ssZ')).toBe(
      '2026-10-25T01:30:00+02:00',
    );
    expect(onHotelClock('2026-10-25T01:30:00Z', BERLIN, 'HH:mmZ')).toBe('02:30+01:00');
    expect(onHotelClock('2026-04-01T00:00:00Z', SAIGON, 'HH:mmZ')).toBe('07:00+07:00');
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

describe("a zone's offsets worked out ahead", () => {
  const year2026 = [
    Date.parse('2026-01-01T00:00:00Z'),
    Date.parse('2027-01-01T00:00:00Z'),
  ] as const;

  it('lists each change of the offset to the minute, and none where the zone has none', () => {
    expect(zoneOffsets(BERLIN, ...year2026).offsets).toEqual([
      [year2026[0], 60],
      [Date.parse('2026-03-29T01:00:00Z'), 120],
      [Date.parse('2026-10-25T01:00:00Z'), 60],
    ]);
    expect(zoneOffsets(SAIGON, ...year2026).offsets).toEqual([[year2026[0], 420]]);
  });

  it('reads the clock as Intl does, across both changes of the year', () => {
    const known = zoneOffsets(BERLIN, ...year2026);
    const byIntl: string[] = [];
    const instants: Date[] = [];
    for (const day of ['2026-03-28', '2026-10-24']) {
      for (
        let at = Date.parse(`${day}T20:00:00Z`);
        at < Date.parse(`${day}T20:00:00Z`) + 2 * 86_400_000;
        at += 37 * 60_000
      ) {
        instants.push(new Date(at));
        byIntl.push(`${hotelToday(BERLIN, new Date(at))} ${hotelTimeOfDay(BERLIN, new Date(at))}`);
      }
    }
    knowZoneOffsets(BERLIN, known);
    expect(instants.map((at) => `${hotelToday(BERLIN, at)} ${hotelTimeOfDay(BERLIN, at)}`)).toEqual(
      byIntl,
    );
    expect(onHotelClock('2026-10-24T23:30:00Z', BERLIN, 'YYYY-MM-DD HH:mm')).toBe(
      '2026-10-25 01:30',
    );
  });

  it('is what the clock reads within their span, and Intl outside it', () => {
    // Offsets no real zone has, so the reading shows where it came from.
    const zone = 'Atlantic/Reykjavik';
    knowZoneOffsets(zone, { from: year2026[0], until: year2026[1], offsets: [[year2026[0], 90]] });
    expect(hotelTimeOfDay(zone, new Date('2026-06-01T12:00:00Z'))).toBe('13:30');
    expect(hotelTimeOfDay(zone, new Date('2027-06-01T12:00:00Z'))).toBe('12:00');
  });
});
