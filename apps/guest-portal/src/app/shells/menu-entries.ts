import type { GuestStatus } from '@portal/api-client/contract/session';

export type MenuEntryKey =
  | 'home'
  | 'checkIn'
  | 'checkOut'
  | 'programs'
  | 'localTips'
  | 'specialOffers'
  | 'myActivities'
  | 'messages'
  | 'inRoomService'
  | 'myFavorites'
  | 'myReservation'
  | 'balanceAndBills'
  | 'profile'
  | 'language';

export interface MenuEntry {
  key: MenuEntryKey;
  path: string;
}

/**
 * The side menu: the hotel's entries in a fixed order (an Arrived or Checked out guest sees Check-out
 * second instead of Check-in), then the guest's own pages.
 */
export function menuEntries(status: GuestStatus): MenuEntry[] {
  return [
    { key: 'home', path: '/home' },
    status === 'Arrived' || status === 'Checked out'
      ? { key: 'checkOut', path: '/check-out' }
      : { key: 'checkIn', path: '/check-in' },
    { key: 'programs', path: '/programs' },
    { key: 'localTips', path: '/local-tips' },
    { key: 'specialOffers', path: '/special-offer' },
    { key: 'myActivities', path: '/my-activities' },
    { key: 'messages', path: '/messages' },
    { key: 'inRoomService', path: '/in-room-service' },
    { key: 'myFavorites', path: '/my-favorites' },
    { key: 'myReservation', path: '/my-reservation' },
    { key: 'balanceAndBills', path: '/balance-and-bills' },
    { key: 'profile', path: '/profile' },
    { key: 'language', path: '/language' },
  ];
}
