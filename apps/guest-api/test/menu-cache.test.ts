import { describe, expect, it } from 'vitest';
import type { Menu, MenuCategory, MenuItem } from '@portal/api-client/contract/room-service';
import { createInProcessEventBus } from '../src/platform/events/in-process-event-bus.ts';
import { createMenuCache } from '../src/features/room-service/menu-cache.ts';
import { SESSION_CACHE_MS } from '../src/platform/sessions/session-cache.ts';
import type { GuestIdentity } from '../src/platform/http/request-context.ts';

const ESG = 1;
const VCT = 2;

function dish(id: number): MenuItem {
  return {
    id,
    categoryId: 1,
    name: { en: `Dish ${id}`, vi: `Món ${id}` },
    description: { en: '', vi: '' },
    price: 100_000,
    image: { url: `/api/media/dish-${id}.webp`, width: 1280, height: 800 },
    available: true,
    isFavorite: false,
  };
}

/** Guests 7 and 8 share reservation 70; guest 9 is on reservation 90. */
const guest = (guestId: number): GuestIdentity => ({
  guestId,
  reservationId: guestId === 9 ? 90 : 70,
  hotelId: ESG,
  tokenHash: '',
});

/** A repository that counts its reads; guest 7 keeps dish 2 as a favourite (`kept`). */
function countingKitchen() {
  const reads = { menu: 0, favourites: 0 };
  const state = { fail: false };
  const kept = new Map<number, Set<number>>([[7, new Set([2])]]);
  const repository = {
    async hotelMenu(): Promise<MenuCategory[]> {
      reads.menu += 1;
      if (state.fail) throw new Error('database gone');
      return [{ id: 1, name: { en: 'Mains', vi: 'Món chính' }, items: [dish(1), dish(2)] }];
    },
    async favouriteItemIds(guestId: number) {
      reads.favourites += 1;
      return new Set(kept.get(guestId));
    },
  };
  const events = createInProcessEventBus((error) => {
    throw error;
  });
  const clock = { ms: 0 };
  const menus = createMenuCache(repository, events, [ESG, VCT], () => clock.ms);
  return { menus, reads, state, events, kept, clock };
}

const favourites = (menu: Menu) =>
  menu.categories.flatMap((category) =>
    category.items.filter((item) => item.isFavorite).map((i) => i.id),
  );

describe("the guests' menu, kept per hotel", () => {
  it("reads a hotel's menu once for every guest, each with their own favourites", async () => {
    const { menus, reads } = countingKitchen();
    const [keeper, other, again] = await Promise.all([
      menus.menuFor(guest(7), '0712'),
      menus.menuFor(guest(8), '0712'),
      menus.menuFor(guest(7), '0712'),
    ]);
    expect(favourites(keeper)).toEqual([2]);
    expect(favourites(again)).toEqual([2]);
    expect(favourites(other), "another guest's favourites never show").toEqual([]);
    expect(favourites(await menus.menuFor(guest(8), '0712'))).toEqual([]);
    expect(reads.menu).toBe(1);
  });

  it("reads it again after the kitchen changes this hotel's menu, not another hotel's", async () => {
    const { menus, reads, events } = countingKitchen();
    await menus.menuFor(guest(7), null);
    events.publish({ type: 'menu.changed', hotelId: VCT });
    await menus.menuFor(guest(7), null);
    expect(reads.menu).toBe(1);
    events.publish({ type: 'menu.changed', hotelId: ESG });
    await menus.menuFor(guest(7), null);
    expect(reads.menu).toBe(2);
  });

  it('keeps no failed read: the next call reads again', async () => {
    const { menus, reads, state } = countingKitchen();
    state.fail = true;
    await expect(menus.menuFor(guest(7), null)).rejects.toThrow('database gone');
    state.fail = false;
    expect(favourites(await menus.menuFor(guest(7), null))).toEqual([2]);
    expect(reads.menu).toBe(2);
  });

  it('answers the same kept answer to guests with the same favourites and room, and shows each room', async () => {
    const { menus } = countingKitchen();
    const [seven, eight, nine] = await Promise.all([
      menus.menuFor(guest(7), '0712'),
      menus.menuFor(guest(8), '0712'),
      menus.menuFor(guest(9), '0712'),
    ]);
    expect(nine).toBe(eight);
    expect(seven).not.toBe(eight);
    expect(await menus.menuFor(guest(8), '0712')).toBe(eight);
    const elsewhere = await menus.menuFor(guest(8), '0301');
    expect(elsewhere.roomNumber).toBe('0301');
    expect(elsewhere.categories).toBe(eight.categories);
    expect((await menus.menuFor(guest(8), null)).roomNumber).toBeNull();
  });
});

describe("a guest's favourite dishes, kept as long as their session", () => {
  it('reads them once for a burst of calls, and again once the few seconds are over', async () => {
    const { menus, reads, clock } = countingKitchen();
    await menus.menuFor(guest(7), null);
    clock.ms = SESSION_CACHE_MS - 1;
    await menus.menuFor(guest(7), null);
    expect(reads.favourites).toBe(1);
    clock.ms = SESSION_CACHE_MS;
    await menus.menuFor(guest(7), null);
    expect(reads.favourites).toBe(2);
  });

  it.each(['favorites.changed', 'check-in.updated', 'reservation.updated'] as const)(
    "shows a favourite kept or removed at once: read again after the reservation's %s",
    async (type) => {
      const { menus, reads, events, kept } = countingKitchen();
      expect(favourites(await menus.menuFor(guest(7), null))).toEqual([2]);
      kept.set(7, new Set([1, 2]));
      events.publish({ type, hotelId: ESG, reservationId: 90 });
      expect(favourites(await menus.menuFor(guest(7), null)), 'another reservation').toEqual([2]);
      events.publish({ type, hotelId: ESG, reservationId: 70 });
      expect(favourites(await menus.menuFor(guest(7), null))).toEqual([1, 2]);
      kept.set(7, new Set());
      events.publish({ type, hotelId: ESG, reservationId: 70 });
      expect(favourites(await menus.menuFor(guest(7), null))).toEqual([]);
      expect(reads.favourites).toBe(3);
    },
  );

  it('keeps no favourites read while they changed', async () => {
    const { menus, reads, events, kept } = countingKitchen();
    const reading = menus.menuFor(guest(7), null);
    kept.set(7, new Set([1]));
    events.publish({ type: 'favorites.changed', hotelId: ESG, reservationId: 70 });
    await reading;
    expect(favourites(await menus.menuFor(guest(7), null))).toEqual([1]);
    expect(reads.favourites).toBe(2);
  });
});
