import dayjs from 'dayjs';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatHotelTime, startOfWeek } from './date-formats.ts';

afterEach(() => {
  dayjs.locale('en');
});

describe('date display forms', () => {
  it('shows a hotel date in each display form, in English', () => {
    dayjs.locale('en');
    expect(formatDate('2026-11-25', 'isoDate')).toBe('2026-11-25');
    expect(formatDate('2026-11-25', 'longDay')).toBe('Wed, 25 November 2026');
    expect(formatDate('2026-11-25', 'long')).toBe('25 November 2026');
    expect(formatDate('2026-11-25', 'weekday')).toBe('Wed');
  });

  it('speaks Vietnamese once the language is vi', () => {
    dayjs.locale('vi');
    expect(formatDate('2026-11-25', 'longDay')).toBe('T4, 25 tháng 11 2026');
  });

  it('follow the language the guest switches to', async () => {
    await i18next.init({ lng: 'en', resources: {} });
    await i18next.changeLanguage('vi');
    expect(formatDate('2026-11-25', 'longDay')).toBe('T4, 25 tháng 11 2026');
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    await i18next.changeLanguage('en');
    expect(formatDate('2026-11-25', 'longDay')).toBe('Wed, 25 November 2026');
  });

  it('shows an instant in the hotel time zone, whatever the phone is set to', () => {
    // 17:00 UTC is midnight in Ho Chi Minh City (UTC+7).
    expect(formatHotelTime('2026-11-24T17:00:00.000Z', 'timeFirst', 'Asia/Ho_Chi_Minh')).toBe(
      '00:00 25-11-2026',
    );
    expect(formatHotelTime('2026-11-24T17:00:00Z', 'isoDateTime', 'Asia/Ho_Chi_Minh')).toBe(
      '2026-11-25 00:00:00',
    );
  });
});

describe('weeks', () => {
  it('start on Monday in Vietnamese', () => {
    dayjs.locale('vi');
    // 2026-11-29 is a Sunday: it belongs to the week that began on Monday the 23rd.
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
  });

  it('start on Sunday in English', () => {
    dayjs.locale('en');
    expect(startOfWeek('2026-11-29')).toBe('2026-11-29');
    expect(startOfWeek('2026-11-25')).toBe('2026-11-22');
  });
});
