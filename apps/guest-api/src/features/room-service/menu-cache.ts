import type { MenuCategory } from '@portal/api-client/contract/room-service';
import type { EventBus } from '../events/event-bus.ts';
import type { RoomServiceRepository } from './room-service-repository.ts';

export interface MenuCache {
  /** The hotel's menu with the guest's favourites marked. */
  menuFor(hotelId: number, guestId: number): Promise<MenuCategory[]>;
}

/**
 * Each hotel's menu is read once and kept until the kitchen changes it (`menu.changed`, published
 * by the menu editor; from every API instance once the bus crosses them). Each guest's favourites
 * are read per call and laid over the kept menu, which is never changed in place.
 */
export function createMenuCache(
  repository: Pick<RoomServiceRepository, 'hotelMenu' | 'favouriteItemIds'>,
  events: EventBus,
  hotelIds: readonly number[],
): MenuCache {
  const menus = new Map<number, Promise<MenuCategory[]>>();
  for (const hotelId of hotelIds) {
    events.subscribe({ hotelId, types: ['menu.changed'] }, () => menus.delete(hotelId));
  }

  function hotelMenu(hotelId: number): Promise<MenuCategory[]> {
    const kept = menus.get(hotelId);
    if (kept) return kept;
    // The read itself is kept, so calls that arrive together share it; a failed one is not kept.
    const reading = repository.hotelMenu(hotelId);
    menus.set(hotelId, reading);
    reading.catch(() => {
      if (menus.get(hotelId) === reading) menus.delete(hotelId);
    });
    return reading;
  }

  return {
    async menuFor(hotelId, guestId) {
      const [categories, favourites] = await Promise.all([
        hotelMenu(hotelId),
        repository.favouriteItemIds(guestId),
      ]);
      if (favourites.size === 0) return categories;
      return categories.map((category) => ({
        ...category,
        items: category.items.map((item) =>
          favourites.has(item.id) ? { ...item, isFavorite: true } : item,
        ),
      }));
    },
  };
}
