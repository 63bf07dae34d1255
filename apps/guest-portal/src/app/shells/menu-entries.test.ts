import { describe, expect, it } from 'vitest';
import { menuEntries } from './menu-entries.ts';

describe('menuEntries', () => {
  it('offers Check-in second to a guest who has not arrived', () => {
    for (const status of ['Confirmed', 'Unconfirmed'] as const) {
      const keys = menuEntries(status).map((entry) => entry.key);
      expect(keys).toEqual(['home', 'checkIn', 'programs', 'localTips', 'specialOffers', 'myActivities']);
    }
  });

  it('replaces Check-in with Check-out, second, once the guest has arrived', () => {
    const entries = menuEntries('Arrived');
    expect(entries[1]).toEqual({ key: 'checkOut', path: '/check-out' });
    expect(entries.some((entry) => entry.key === 'checkIn')).toBe(false);
  });
});
