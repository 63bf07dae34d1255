import { HttpError } from '../../http/http-error.ts';
import type { StaffHandlers } from '../../http/register-contract.ts';
import { assertUsablePicture, type PicturesRepository } from '../pictures/pictures-repository.ts';
import type { MenuEditorRepository, MenuItemFields } from './menu-editor-repository.ts';

interface MenuEditorDeps {
  menu: MenuEditorRepository;
  pictures: PicturesRepository;
}

export function menuEditorHandlers({ menu, pictures }: MenuEditorDeps) {
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

  return {
    getStaffMenu: async ({ hotel }) => ({ categories: await menu.menu(hotel.id) }),
    addMenuItem: async ({ hotel, body }) => {
      await assertUsable(hotel.id, body, null);
      return menu.addItem(hotel.id, body);
    },
    changeMenuItem: async ({ hotel, params, body }) => {
      const current = await menu.item(hotel.id, params.id);
      if (!current) throw itemNotFound();
      await assertUsable(hotel.id, body, current.picture);
      const changed = await menu.changeItem(hotel.id, params.id, body);
      if (!changed) throw itemNotFound();
      return changed;
    },
    setMenuItemAvailability: async ({ hotel, params, body }) => {
      const changed = await menu.setAvailability(hotel.id, params.id, body.available);
      if (!changed) throw itemNotFound();
      return changed;
    },
    addMenuCategory: async ({ hotel, body }) => menu.addCategory(hotel.id, body.name),
    renameMenuCategory: async ({ hotel, params, body }) => {
      const renamed = await menu.renameCategory(hotel.id, params.id, body.name);
      if (!renamed) throw new HttpError('NOT_FOUND', 'Menu category not found');
      return renamed;
    },
  } satisfies Partial<StaffHandlers>;
}
