import type { Menu, MenuCategory } from '@portal/api-client/contract/room-service';
import { keptAnswer } from '../../platform/http/kept-answers.ts';
import type { GuestIdentity } from '../../platform/http/request-context.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { keepFavouriteDishes } from './favourite-dishes.ts';
import type { RoomServiceRepository } from './room-service-repository.ts';

/** Beyond this many sets of favourites answered for one hotel, it starts again (a bound). */
const MOST_MARKED_MENUS = 2_000;

export interface MenuCache {
  /**
   * The guest's menu: the hotel's with their favourites marked, delivering to `roomNumber`. The same
   * kept answer (`keptAnswer`) while the menu, the guest's favourites and the room stay the same.
   */
  menuFor(guest: GuestIdentity, roomNumber: string | null): Promise<Menu>;
}

interface MarkedMenu {
  categories: MenuCategory[];
  answers: Map<string | null, Menu>;
}

interface KeptMenu {
  categories: MenuCategory[];
  /** By the favourites' set (`FavouriteDishes.key`), then by room. */
  marked: Map<string, MarkedMenu>;
}

/**
 * Each hotel's menu is read once and kept until the kitchen changes it (`menu.changed`, published
 * by the menu editor; from every API instance once the bus crosses them). Each guest's favourite
 * dishes are kept with their session (favourite-dishes.ts). The menu with a set of favourites
 * marked, and its answer for a room, are made once and shared by the guests they fit; none of
 * them is ever changed in place.
 */
export function createMenuCache(
  repository: Pick<RoomServiceRepository, 'hotelMenu' | 'favouriteItemIds'>,
  events: EventBus,
  hotelIds: readonly number[],
  clock?: () => number,
): MenuCache {
  const menus = new Map<number, Promise<KeptMenu>>();
  for (const hotelId of hotelIds) {
    events.subscribe({ hotelId, types: ['menu.changed'] }, () => menus.delete(hotelId));
  }
  const favouritesOf = keepFavouriteDishes(repository, events, hotelIds, clock);

  function hotelMenu(hotelId: number): Promise<KeptMenu> {
    const kept = menus.get(hotelId);
    if (kept) return kept;
    // The read itself is kept, so calls that arrive together share it; a failed one is not kept.
    const reading = repository
      .hotelMenu(hotelId)
      .then((categories) => ({ categories, marked: new Map<string, MarkedMenu>() }));
    menus.set(hotelId, reading);
    reading.catch(() => {
      if (menus.get(hotelId) === reading) menus.delete(hotelId);
    });
    return reading;
  }

  function marked(menu: KeptMenu, ids: ReadonlySet<number>, key: string): MarkedMenu {
    const kept = menu.marked.get(key);
    if (kept) return kept;
    if (menu.marked.size >= MOST_MARKED_MENUS) menu.marked.clear();
    const categories =
      ids.size === 0
        ? menu.categories
        : menu.categories.map((category) => ({
            ...category,
            items: category.items.map((item) =>
              ids.has(item.id) ? { ...item, isFavorite: true } : item,
            ),
          }));
    const made = { categories, answers: new Map<string | null, Menu>() };
    menu.marked.set(key, made);
    return made;
  }

  return {
    async menuFor(guest, roomNumber) {
      const [menu, favourites] = await Promise.all([hotelMenu(guest.hotelId), favouritesOf(guest)]);
      const { categories, answers } = marked(menu, favourites.ids, favourites.key);
      const kept = answers.get(roomNumber);
      if (kept) return kept;
      const answer = keptAnswer<Menu>({ currency: 'VND', categories, roomNumber });
      answers.set(roomNumber, answer);
      return answer;
    },
  };
}
