import type { GuestIdentity } from '../../platform/http/request-context.ts';
import type { EventBus, HotelEventType } from '../../platform/events/event-bus.ts';
import { keptPerGuest } from '../../platform/sessions/kept-per-guest.ts';
import type { RoomServiceRepository } from './room-service-repository.ts';

/** The dishes a guest keeps, and the set's name: their ids in order ("2,5"), "" for none. */
export interface FavouriteDishes {
  ids: ReadonlySet<number>;
  key: string;
}

/**
 * After these, the favourites kept of the reservation's guests are read again: a favourite kept or
 * removed, and the changes that can remove a guest (whose id SQLite may give the next guest).
 */
const FAVOURITE_CHANGES: readonly HotelEventType[] = [
  'favorites.changed',
  'check-in.updated',
  'reservation.updated',
];

/** Keeps each guest's favourite dishes as long as their session (ADR 0014), for the menu. */
export function keepFavouriteDishes(
  repository: Pick<RoomServiceRepository, 'favouriteItemIds'>,
  events: EventBus,
  hotelIds: readonly number[],
  clock?: () => number,
): (guest: GuestIdentity) => Promise<FavouriteDishes> {
  const kept = keptPerGuest<FavouriteDishes>(events, hotelIds, FAVOURITE_CHANGES, clock);
  return (guest) =>
    kept(guest, async () => {
      const ids = await repository.favouriteItemIds(guest.guestId);
      return { ids, key: [...ids].sort((a, b) => a - b).join(',') };
    });
}
