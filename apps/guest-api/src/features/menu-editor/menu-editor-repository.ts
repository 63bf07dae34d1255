import type { z } from 'zod/mini';
import type { LocalizedText } from '@portal/api-client/contract/common';
import type {
  MenuItemInput,
  StaffMenuCategory,
  StaffMenuItem,
} from '@portal/api-client/staff-contract/menu';
import type { Selectable } from 'kysely';
import { localized } from '../../db/row.ts';
import { afterLastPosition } from '../../db/positions.ts';
import { inTransaction, type Store } from '../../db/store.ts';
import type { MenuCategoriesTable, MenuItemsTable } from '../../db/tables.ts';
import { imageRef } from '../../platform/media/image-ref.ts';

/** What the kitchen writes for an item, as the contract hands it over (texts trimmed). */
export type MenuItemFields = z.output<typeof MenuItemInput>;

export interface MenuEditorRepository {
  /** Every category and item of the hotel in the guests' order, available or not. */
  menu(hotelId: number): Promise<StaffMenuCategory[]>;
  item(hotelId: number, itemId: number): Promise<StaffMenuItem | null>;
  hasCategory(hotelId: number, categoryId: number): Promise<boolean>;
  /** Adds the item at the end of its category. */
  addItem(hotelId: number, fields: MenuItemFields): Promise<StaffMenuItem>;
  /** Changes the item; one moved to another category goes to that category's end. */
  changeItem(
    hotelId: number,
    itemId: number,
    fields: MenuItemFields,
  ): Promise<StaffMenuItem | null>;
  setAvailability(
    hotelId: number,
    itemId: number,
    available: boolean,
  ): Promise<StaffMenuItem | null>;
  /** Adds the category at the end of the menu. */
  addCategory(hotelId: number, name: LocalizedText): Promise<StaffMenuCategory>;
  renameCategory(
    hotelId: number,
    categoryId: number,
    name: LocalizedText,
  ): Promise<StaffMenuCategory | null>;
}

type ItemRow = Selectable<MenuItemsTable>;
type CategoryRow = Selectable<MenuCategoriesTable>;

export function createMenuEditorRepository(store: Store): MenuEditorRepository {
  function toItem(row: ItemRow): StaffMenuItem {
    return {
      id: row.id,
      categoryId: row.category_id,
      name: localized(row, 'name'),
      description: localized(row, 'description'),
      price: row.price,
      available: Number(row.available) === 1,
      picture: row.image,
      image: imageRef(row.image),
    };
  }

  function toCategory(row: CategoryRow, categoryItems: StaffMenuItem[]): StaffMenuCategory {
    return { id: row.id, name: localized(row, 'name'), items: categoryItems };
  }

  function itemRow(queries: Store, hotelId: number, itemId: number) {
    return queries
      .selectFrom('menu_items')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('id', '=', itemId)
      .executeTakeFirst();
  }

  function categoryRow(queries: Store, hotelId: number, categoryId: number) {
    return queries
      .selectFrom('menu_categories')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('id', '=', categoryId)
      .executeTakeFirst();
  }

  async function itemOf(queries: Store, hotelId: number, itemId: number) {
    const row = await itemRow(queries, hotelId, itemId);
    return row ? toItem(row) : null;
  }

  async function categoryOf(queries: Store, hotelId: number, categoryId: number) {
    const row = await categoryRow(queries, hotelId, categoryId);
    if (!row) return null;
    const items = await queries
      .selectFrom('menu_items')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('category_id', '=', categoryId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return toCategory(row, items.map(toItem));
  }

  function itemColumns(fields: MenuItemFields) {
    return {
      category_id: fields.categoryId,
      name_en: fields.name.en,
      name_vi: fields.name.vi,
      description_en: fields.description.en,
      description_vi: fields.description.vi,
      price: fields.price,
      image: fields.picture,
      available: fields.available ? 1 : 0,
    };
  }

  return {
    async menu(hotelId) {
      const items = await store
        .selectFrom('menu_items')
        .selectAll()
        .where('hotel_id', '=', hotelId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const categories = await store
        .selectFrom('menu_categories')
        .selectAll()
        .where('hotel_id', '=', hotelId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const all = items.map(toItem);
      return categories.map((row) =>
        toCategory(
          row,
          all.filter((menuItem) => menuItem.categoryId === row.id),
        ),
      );
    },
    async item(hotelId, itemId) {
      return itemOf(store, hotelId, itemId);
    },
    async hasCategory(hotelId, categoryId) {
      return (await categoryRow(store, hotelId, categoryId)) !== undefined;
    },
    async addItem(hotelId, fields) {
      return inTransaction(store, async (trx) => {
        const { id } = await trx
          .insertInto('menu_items')
          .values({
            hotel_id: hotelId,
            position: afterLastPosition('menu_items', hotelId, fields.categoryId),
            ...itemColumns(fields),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const added = await itemOf(trx, hotelId, id);
        if (!added) throw new Error('The menu item just added is missing');
        return added;
      });
    },
    async changeItem(hotelId, itemId, fields) {
      return inTransaction(store, async (trx) => {
        const current = await itemRow(trx, hotelId, itemId);
        if (!current) return null;
        const position =
          current.category_id === fields.categoryId
            ? current.position
            : afterLastPosition('menu_items', hotelId, fields.categoryId);
        await trx
          .updateTable('menu_items')
          .set({ position, ...itemColumns(fields) })
          .where('hotel_id', '=', hotelId)
          .where('id', '=', itemId)
          .execute();
        return itemOf(trx, hotelId, itemId);
      });
    },
    async setAvailability(hotelId, itemId, available) {
      await store
        .updateTable('menu_items')
        .set({ available: available ? 1 : 0 })
        .where('hotel_id', '=', hotelId)
        .where('id', '=', itemId)
        .execute();
      return itemOf(store, hotelId, itemId);
    },
    async addCategory(hotelId, name) {
      return inTransaction(store, async (trx) => {
        const { id } = await trx
          .insertInto('menu_categories')
          .values({
            hotel_id: hotelId,
            position: afterLastPosition('menu_categories', hotelId),
            name_en: name.en,
            name_vi: name.vi,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const added = await categoryOf(trx, hotelId, id);
        if (!added) throw new Error('The menu category just added is missing');
        return added;
      });
    },
    async renameCategory(hotelId, categoryId, name) {
      await store
        .updateTable('menu_categories')
        .set({ name_en: name.en, name_vi: name.vi })
        .where('hotel_id', '=', hotelId)
        .where('id', '=', categoryId)
        .execute();
      return categoryOf(store, hotelId, categoryId);
    },
  };
}
