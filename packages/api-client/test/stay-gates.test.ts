import { describe, expect, it } from 'vitest';
import {
  checkOutClosure,
  checkOutGate,
  hasArrived,
  isCancellationOpen,
  isCheckInOpen,
  isCheckOutDay,
  isCheckOutOpen,
  isStayOver,
  type StayFacts,
} from '../src/rules/stay-gates.ts';

const departing: StayFacts = {
  status: 'Arrived',
  arrivalDate: '2026-11-22',
  departureDate: '2026-11-25',
  cancelled: false,
  isPrimary: true,
  checkOutRequested: false,
  cancellationDeadline: '2026-11-20T10:00:00.000Z',
};
const arriving: StayFacts = { ...departing, status: 'Confirmed' };

describe('pre check-in', () => {
  it('is open until the arrival day for a guest who has not arrived', () => {
    expect(isCheckInOpen(arriving, '2026-11-21')).toBe(true);
    expect(isCheckInOpen(arriving, '2026-11-22')).toBe(true);
    expect(isCheckInOpen(arriving, '2026-11-23')).toBe(false);
    expect(isCheckInOpen(departing, '2026-11-21')).toBe(false);
    expect(isCheckInOpen({ ...arriving, cancelled: true }, '2026-11-21')).toBe(false);
  });
});

describe('check-out', () => {
  it('is open only on the departure date, for an arrived stay not cancelled nor requested', () => {
    expect(isCheckOutOpen(departing, '2026-11-25')).toBe(true);
    expect(checkOutClosure(departing, '2026-11-24')).toBe('notDepartureDate');
    expect(checkOutClosure(departing, '2026-11-26')).toBe('notDepartureDate');
    expect(checkOutClosure(arriving, '2026-11-25')).toBe('notArrived');
    expect(checkOutClosure({ ...departing, checkOutRequested: true }, '2026-11-25')).toBe(
      'requested',
    );
    expect(checkOutClosure({ ...departing, cancelled: true }, '2026-11-25')).toBe('cancelled');
  });

  it('has its day on the departure date of an arrived stay, requested or not', () => {
    expect(isCheckOutDay(departing, '2026-11-25')).toBe(true);
    const requested: StayFacts = { ...departing, checkOutRequested: true };
    expect(isCheckOutDay(requested, '2026-11-25')).toBe(true);
    expect(isCheckOutDay(departing, '2026-11-24')).toBe(false);
    expect(isCheckOutDay(arriving, '2026-11-25')).toBe(false);
    expect(isCheckOutDay({ ...departing, cancelled: true }, '2026-11-25')).toBe(false);
  });

  it('tells a companion the primary guest checks out, unless it is done or cancelled', () => {
    const companion = { ...departing, isPrimary: false };
    expect(checkOutGate(departing, '2026-11-25')).toBe('open');
    expect(checkOutGate(companion, '2026-11-25')).toBe('primaryGuestOnly');
    expect(checkOutGate(companion, '2026-11-24')).toBe('primaryGuestOnly');
    expect(checkOutGate({ ...companion, checkOutRequested: true }, '2026-11-25')).toBe('requested');
    expect(checkOutGate({ ...companion, cancelled: true }, '2026-11-25')).toBe('cancelled');
    expect(checkOutGate(departing, '2026-11-24')).toBe('notDepartureDate');
  });
});

describe('after check-out', () => {
  const departed: StayFacts = { ...departing, status: 'Checked out', checkOutRequested: true };

  it('the stay is over: check-out and pre check-in are closed, the stay may still be rated', () => {
    expect(isStayOver(departed)).toBe(true);
    expect(isStayOver(departing)).toBe(false);
    expect(checkOutClosure(departed, '2026-11-25')).toBe('checkedOut');
    expect(checkOutGate({ ...departed, isPrimary: false }, '2026-11-25')).toBe('checkedOut');
    expect(isCheckOutDay(departed, '2026-11-25')).toBe(false);
    expect(isCheckInOpen({ ...departed, arrivalDate: '2026-11-30' }, '2026-11-25')).toBe(false);
    expect(hasArrived(departed)).toBe(true);
    expect(hasArrived(arriving)).toBe(false);
  });
});

describe('cancelling', () => {
  const stay = { cancelled: false, cancellationDeadline: '2026-11-20T10:00:00.000Z' };

  it('is open until the deadline, compared as instants whatever their offset', () => {
    expect(isCancellationOpen(stay, new Date('2026-11-20T09:59:59Z'))).toBe(true);
    expect(isCancellationOpen(stay, new Date('2026-11-20T10:00:00Z'))).toBe(false);
    const written = { cancelled: false, cancellationDeadline: '2026-11-20T17:00:00+07:00' };
    expect(isCancellationOpen(written, new Date('2026-11-20T09:30:00Z'))).toBe(true);
    expect(isCancellationOpen(written, new Date('2026-11-20T10:30:00Z'))).toBe(false);
    expect(isCancellationOpen({ ...stay, cancelled: true }, new Date('2026-11-01T00:00:00Z'))).toBe(
      false,
    );
  });
});
