import { HttpError } from '../../http/http-error.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { StaffHandlers } from '../../http/register-contract.ts';
import { assertUsablePicture, type PicturesRepository } from '../pictures/pictures-repository.ts';
import type { MenuEditorRepository, MenuItemFields } from './menu-editor-repository.ts';

interface MenuEditorDeps {
  menu: MenuEditorRepository;
  pictures: PicturesRepository;
  events: EventBus;
}

export function menuEditorHandlers({ menu, pictures, events }: MenuEditorDeps) {
  /** The item's category and picture must be this hotel's; `current` is the item's picture now. */
  async function assertUsable(hotelId: number, fields: MenuItemFields, current: string | null) {
    if (!(await menu.hasCategory(hotelId, fields.categoryId))) {
      throw new HttpError('UNKNOWN_MENU_CATEGORY', undefined, {
        details: [{ path: 'body.categoryId', message: 'The menu has no such category' }],
      });
    }
    await assertUsablePicture(pictures, hotelId, fields.picture, current);
  }

  function itemNotFound(): HttpError {
    return new HttpError('NOT_FOUND', 'Menu item not found');
  }

  /** Guests' menus are kept per hotel (room-service/menu-cache.ts): each change drops them. */
  function changed<T>(hotelId: number, result: T): T {
    events.publish({ type: 'menu.changed', hotelId });
    return result;
  }

  return {
    getStaffMenu: async ({ hotel }) => ({ categories: await menu.menu(hotel.id) }),
    addMenuItem: async ({ hotel, body }) => {
      await assertUsable(hotel.id, body, null);
      return changed(hotel.id, await menu.addItem(hotel.id, body));
    },
    changeMenuItem: async ({ hotel, params, body }) => {
      const current = await menu.item(hotel.id, params.id);
      if (!current) throw itemNotFound();
      await assertUsable(hotel.id, body, current.picture);
      const item = await menu.changeItem(hotel.id, params.id, body);
      if (!item) throw itemNotFound();
      return changed(hotel.id, item);
    },
    setMenuItemAvailability: async ({ hotel, params, body }) => {
      const item = await menu.setAvailability(hotel.id, params.id, body.available);
      if (!item) throw itemNotFound();
      return changed(hotel.id, item);
    },
    addMenuCategory: async ({ hotel, body }) =>
      changed(hotel.id, await menu.addCategory(hotel.id, body.name)),
    renameMenuCategory: async ({ hotel, params, body }) => {
      const renamed = await menu.renameCategory(hotel.id, params.id, body.name);
      if (!renamed) throw new HttpError('NOT_FOUND', 'Menu category not found');
      return changed(hotel.id, renamed);
    },
  } satisfies Partial<StaffHandlers>;
}
