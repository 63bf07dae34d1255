import { describe, expect, it } from 'vitest';
import { checkedInOnline, isOrderLate, LATE_ORDER_MINUTES } from '../src/rules/manager-day.ts';

const PLACED = '2026-11-27T05:00:00.000Z';
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

describe('a late order', () => {
  it('is one still received or preparing more than 30 minutes after it was placed', () => {
    for (const status of ['Received', 'Preparing'] as const) {
      const order = { status, placedAt: PLACED, dueAt: null };
      expect(isOrderLate(order, minutesAfter(PLACED, LATE_ORDER_MINUTES))).toBe(false);
      expect(isOrderLate(order, minutesAfter(PLACED, LATE_ORDER_MINUTES + 1))).toBe(true);
    }
  });

  it('counts from the time it was asked for, when the guest chose one', () => {
    const dueAt = '2026-11-27T12:00:00.000Z';
    const order = { status: 'Received' as const, placedAt: PLACED, dueAt };
    expect(isOrderLate(order, minutesAfter(PLACED, 120))).toBe(false);
    expect(isOrderLate(order, minutesAfter(dueAt, LATE_ORDER_MINUTES + 1))).toBe(true);
  });

  it('is never one on its way, delivered, refused or cancelled', () => {
    for (const status of ['On its way', 'Delivered', 'Refused', 'Cancelled'] as const)
      expect(
        isOrderLate({ status, placedAt: PLACED, dueAt: null }, minutesAfter(PLACED, 600)),
      ).toBe(false);
  });
});

describe('an online check-in', () => {
  it('is a pre check-in sent by the arrival day, not after it, nor never', () => {
    const arrivalDate = '2026-11-27';
    expect(checkedInOnline({ arrivalDate, preCheckInSentOn: '2026-11-20' })).toBe(true);
    expect(checkedInOnline({ arrivalDate, preCheckInSentOn: '2026-11-27' })).toBe(true);
    expect(checkedInOnline({ arrivalDate, preCheckInSentOn: '2026-11-28' })).toBe(false);
    expect(checkedInOnline({ arrivalDate, preCheckInSentOn: null })).toBe(false);
  });
});
