import { describe, expect, it } from 'vitest';
import type { Program } from '@portal/api-client/contract/programs';
import { maxSeats, programAvailability, reservationPrice } from './program-rules.ts';

const now = new Date('2026-05-10T03:00:00Z');

function program(overrides: Partial<Program> = {}): Program {
  return {
    id: 1,
    title: { en: 'Cooking class', vi: 'Lớp nấu ăn' },
    summary: { en: '', vi: '' },
    description: { en: '', vi: '' },
    location: { en: '', vi: '' },
    image: { url: '/p.svg', width: 640, height: 400 },
    startsAt: '2026-05-11T02:00:00Z',
    endsAt: '2026-05-11T05:00:00Z',
    price: 650_000,
    capacity: 12,
    seatsLeft: 4,
    fullyBooked: false,
    myReservation: null,
    isFavorite: false,
    ...overrides,
  };
}

const mine = {
  id: 9,
  programId: 1,
  seats: 2,
  notes: '',
  reservedAt: '2026-05-09T00:00:00Z',
  state: 'reserved' as const,
};

describe('what a guest can do with a program', () => {
  it('can reserve one that has seats and has not started', () => {
    expect(programAvailability(program(), now)).toBe('open');
  });

  it('cannot reserve one that is fully booked', () => {
    expect(programAvailability(program({ seatsLeft: 0, fullyBooked: true }), now)).toBe(
      'fullyBooked',
    );
  });

  it('can cancel their reservation until the program starts, and then nothing', () => {
    expect(
      programAvailability(program({ myReservation: mine, seatsLeft: 0, fullyBooked: true }), now),
    ).toBe('reserved');
    expect(
      programAvailability(program({ myReservation: mine, startsAt: '2026-05-10T03:00:00Z' }), now),
    ).toBe('started');
    expect(programAvailability(program({ startsAt: '2026-05-09T03:00:00Z' }), now)).toBe('started');
  });

  it('reads whether they attended once the concierge marked it', () => {
    const started = { startsAt: '2026-05-10T02:00:00Z' };
    expect(
      programAvailability(
        program({ ...started, myReservation: { ...mine, state: 'attended' } }),
        now,
      ),
    ).toBe('attended');
    expect(
      programAvailability(
        program({ ...started, myReservation: { ...mine, state: 'no-show' } }),
        now,
      ),
    ).toBe('noShow');
  });
});

describe('seats and price', () => {
  it('offers at most the seats left, and never more than 10', () => {
    expect(maxSeats(program({ seatsLeft: 4 }))).toBe(4);
    expect(maxSeats(program({ seatsLeft: 30 }))).toBe(10);
    expect(maxSeats(program({ seatsLeft: 0 }))).toBe(0);
  });

  it('prices per seat, and a free program stays free', () => {
    expect(reservationPrice(program(), 3)).toBe(1_950_000);
    expect(reservationPrice(program({ price: 0 }), 3)).toBe(0);
  });
});
