import { HttpError } from '../../platform/http/http-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import {
  assertUsablePicture,
  type PicturesRepository,
} from '../../platform/pictures/pictures-repository.ts';
import { auditedContent } from '../../platform/audit/audited-content.ts';
import type { AuditLogRepository } from '../../platform/audit/audit-log-repository.ts';
import type { MenuEditorRepository, MenuItemFields } from './menu-editor-repository.ts';

interface MenuEditorDeps {
  menu: MenuEditorRepository;
  pictures: PicturesRepository;
  events: EventBus;
  audit: AuditLogRepository;
  now: () => Date;
}

export function menuEditorHandlers({ menu, pictures, events, audit, now }: MenuEditorDeps) {
  const audited = auditedContent(audit, now);
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
    addMenuItem: async ({ hotel, staff, body }) => {
      await assertUsable(hotel.id, body, null);
      const item = await menu.addItem(hotel.id, body);
      await audited(hotel, staff, 'menu-item-added', item.name.en);
      return changed(hotel.id, item);
    },
    changeMenuItem: async ({ hotel, staff, params, body }) => {
      const current = await menu.item(hotel.id, params.id);
      if (!current) throw itemNotFound();
      await assertUsable(hotel.id, body, current.picture);
      const item = await menu.changeItem(hotel.id, params.id, body);
      if (!item) throw itemNotFound();
      await audited(hotel, staff, 'menu-item-changed', item.name.en);
      return changed(hotel.id, item);
    },
    setMenuItemAvailability: async ({ hotel, staff, params, body }) => {
      const item = await menu.setAvailability(hotel.id, params.id, body.available);
      if (!item) throw itemNotFound();
      const availability = item.available ? 'available' : 'not available';
      await audited(
        hotel,
        staff,
        'menu-item-availability-changed',
        `${item.name.en}: ${availability}`,
      );
      return changed(hotel.id, item);
    },
    addMenuCategory: async ({ hotel, staff, body }) => {
      const category = await menu.addCategory(hotel.id, body.name);
      await audited(hotel, staff, 'menu-category-added', category.name.en);
      return changed(hotel.id, category);
    },
    renameMenuCategory: async ({ hotel, staff, params, body }) => {
      const renamed = await menu.renameCategory(hotel.id, params.id, body.name);
      if (!renamed) throw new HttpError('NOT_FOUND', 'Menu category not found');
      await audited(hotel, staff, 'menu-category-renamed', renamed.name.en);
      return changed(hotel.id, renamed);
    },
  } satisfies Partial<StaffHandlers>;
}
