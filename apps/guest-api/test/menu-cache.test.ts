import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuItem } from '@portal/api-client/contract/room-service';
import { createInProcessEventBus } from '../src/features/events/in-process-event-bus.ts';
import { createMenuCache } from '../src/features/room-service/menu-cache.ts';

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

/** A repository that counts its menu reads; guest 7 keeps dish 2 as a favourite. */
function countingKitchen() {
  const reads = { menu: 0 };
  const state = { fail: false };
  const repository = {
    async hotelMenu(): Promise<MenuCategory[]> {
      reads.menu += 1;
      if (state.fail) throw new Error('database gone');
      return [{ id: 1, name: { en: 'Mains', vi: 'Món chính' }, items: [dish(1), dish(2)] }];
    },
    async favouriteItemIds(guestId: number) {
      return new Set(guestId === 7 ? [2] : []);
    },
  };
  const events = createInProcessEventBus((error) => {
    throw error;
  });
  return { menus: createMenuCache(repository, events, [ESG, VCT]), reads, state, events };
}

const favourites = (menu: MenuCategory[]) =>
  menu.flatMap((category) => category.items.filter((item) => item.isFavorite).map((i) => i.id));

describe("the guests' menu, kept per hotel", () => {
  it("reads a hotel's menu once for every guest, each with their own favourites", async () => {
    const { menus, reads } = countingKitchen();
    const [keeper, other, again] = await Promise.all([
      menus.menuFor(ESG, 7),
      menus.menuFor(ESG, 8),
      menus.menuFor(ESG, 7),
    ]);
    expect(favourites(keeper)).toEqual([2]);
    expect(favourites(again)).toEqual([2]);
    expect(favourites(other), "another guest's favourites never show").toEqual([]);
    expect(favourites(await menus.menuFor(ESG, 8))).toEqual([]);
    expect(reads.menu).toBe(1);
  });

  it("reads it again after the kitchen changes this hotel's menu, not another hotel's", async () => {
    const { menus, reads, events } = countingKitchen();
    await menus.menuFor(ESG, 7);
    events.publish({ type: 'menu.changed', hotelId: VCT });
    await menus.menuFor(ESG, 7);
    expect(reads.menu).toBe(1);
    events.publish({ type: 'menu.changed', hotelId: ESG });
    await menus.menuFor(ESG, 7);
    expect(reads.menu).toBe(2);
  });

  it('keeps no failed read: the next call reads again', async () => {
    const { menus, reads, state } = countingKitchen();
    state.fail = true;
    await expect(menus.menuFor(ESG, 7)).rejects.toThrow('database gone');
    state.fail = false;
    expect(favourites(await menus.menuFor(ESG, 7))).toEqual([2]);
    expect(reads.menu).toBe(2);
  });
});
