import type { GuestStatus } from '@portal/api-client/contract/session';

export interface MenuEntry {
  key: 'home' | 'checkIn' | 'checkOut' | 'programs' | 'localTips' | 'specialOffers' | 'myActivities';
  path: string;
}

/** The side menu in the spec's order; an Arrived guest sees Check-out second instead of Check-in. */
export function menuEntries(status: GuestStatus): MenuEntry[] {
  return [
    { key: 'home', path: '/home' },
    status === 'Arrived' ? { key: 'checkOut', path: '/check-out' } : { key: 'checkIn', path: '/check-in' },
    { key: 'programs', path: '/programs' },
    { key: 'localTips', path: '/local-tips' },
    { key: 'specialOffers', path: '/special-offer' },
    { key: 'myActivities', path: '/my-activities' },
  ];
}
