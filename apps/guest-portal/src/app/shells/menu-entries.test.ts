import { describe, expect, it } from 'vitest';
import { menuEntries } from './menu-entries.ts';

const SPEC_ENTRIES_AFTER_SECOND = ['programs', 'localTips', 'specialOffers', 'myActivities'];
const OWN_PAGES = [
  'messages',
  'inRoomService',
  'myFavorites',
  'myReservation',
  'balanceAndBills',
  'profile',
  'language',
];

describe('menuEntries', () => {
  it('offers Check-in second to a guest who has not arrived', () => {
    for (const status of ['Confirmed', 'Unconfirmed'] as const) {
      const keys = menuEntries(status).map((entry) => entry.key);
      expect(keys).toEqual(['home', 'checkIn', ...SPEC_ENTRIES_AFTER_SECOND, ...OWN_PAGES]);
    }
  });

  it('replaces Check-in with Check-out, second, once the guest has arrived', () => {
    const entries = menuEntries('Arrived');
    expect(entries[1]).toEqual({ key: 'checkOut', path: '/check-out' });
    expect(entries.some((entry) => entry.key === 'checkIn')).toBe(false);
  });

  it('links each entry to its route', () => {
    const paths = Object.fromEntries(
      menuEntries('Confirmed').map((entry) => [entry.key, entry.path]),
    );
    expect(paths).toMatchObject({
      home: '/home',
      checkIn: '/check-in',
      programs: '/programs',
      localTips: '/local-tips',
      specialOffers: '/special-offer',
      myActivities: '/my-activities',
      messages: '/messages',
      inRoomService: '/in-room-service',
      myFavorites: '/my-favorites',
      myReservation: '/my-reservation',
      balanceAndBills: '/balance-and-bills',
      profile: '/profile',
      language: '/language',
    });
  });
});
