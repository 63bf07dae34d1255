import { describe, expect, it } from 'vitest';
import type { GuestProfile } from '@portal/api-client/contract/session';
import { nextSteps } from './next-steps.ts';

const TODAY = '2026-11-25';

function guest(
  status: GuestProfile['status'],
  reservation: Partial<GuestProfile['reservation']> = {},
  isPrimary = true,
) {
  return {
    status,
    isPrimary,
    reservation: {
      reservationNumber: 'ESG1001',
      arrivalDate: '2026-11-28',
      departureDate: '2026-12-01',
      roomType: 'Deluxe King',
      roomNumber: null,
      adults: 2,
      children: 0,
      arrivalTime: null,
      guestName: 'Minh Anh Nguyen',
      surname: 'Nguyen',
      cancellationDeadline: '2026-11-27T17:00:00.000Z',
      cancelled: false,
      checkInSubmitted: false,
      checkOutRequested: false,
      ...reservation,
    },
  };
}

const kinds = (steps: ReturnType<typeof nextSteps>) => steps.map((step) => step.kind);

describe('nextSteps', () => {
  it('asks a guest who has not arrived to check in online first', () => {
    expect(nextSteps(guest('Confirmed'), TODAY)).toEqual([
      { kind: 'checkIn', submitted: false, byPrimaryGuest: false },
      { kind: 'programs' },
    ]);
  });

  it('keeps pre check-in on the arrival day, marked as sent once submitted', () => {
    expect(
      nextSteps(guest('Unconfirmed', { arrivalDate: TODAY, checkInSubmitted: true }), TODAY)[0],
    ).toEqual({
      kind: 'checkIn',
      submitted: true,
      byPrimaryGuest: false,
    });
  });

  it('drops pre check-in once the guest has arrived or the arrival date has passed', () => {
    expect(
      kinds(nextSteps(guest('Arrived', { arrivalDate: '2026-11-23', roomNumber: '1208' }), TODAY)),
    ).toEqual(['roomService', 'programs']);
    expect(kinds(nextSteps(guest('Confirmed', { arrivalDate: '2026-11-24' }), TODAY))).toEqual([
      'programs',
    ]);
  });

  it('offers check-out only on the departure date', () => {
    const departsToday = guest('Arrived', {
      arrivalDate: '2026-11-22',
      departureDate: TODAY,
      roomNumber: '905',
    });
    expect(nextSteps(departsToday, TODAY)[0]).toEqual({
      kind: 'checkOut',
      requested: false,
      byPrimaryGuest: false,
    });
    expect(kinds(nextSteps(departsToday, '2026-11-24'))).not.toContain('checkOut');
  });

  it('tells a companion that pre check-in and check-out are the primary guest’s', () => {
    const companionArriving = guest('Confirmed', {}, false);
    expect(nextSteps(companionArriving, TODAY)[0]).toEqual({
      kind: 'checkIn',
      submitted: false,
      byPrimaryGuest: true,
    });
    const companionLeaving = guest(
      'Arrived',
      { arrivalDate: '2026-11-22', departureDate: TODAY, roomNumber: '905' },
      false,
    );
    expect(nextSteps(companionLeaving, TODAY)[0]).toEqual({
      kind: 'checkOut',
      requested: false,
      byPrimaryGuest: true,
    });
  });

  it('offers room service only with a room', () => {
    expect(kinds(nextSteps(guest('Confirmed'), TODAY))).not.toContain('roomService');
    expect(kinds(nextSteps(guest('Confirmed', { roomNumber: '1208' }), TODAY))).toContain(
      'roomService',
    );
  });

  it('offers nothing on a cancelled reservation', () => {
    expect(nextSteps(guest('Confirmed', { cancelled: true }), TODAY)).toEqual([]);
  });
});
