import type { z } from 'zod';
import type { LocalizedText } from '@portal/api-client/contract/common';
import type {
  MenuItemInput,
  StaffMenuCategory,
  StaffMenuItem,
} from '@portal/api-client/staff-contract/menu';
import { transaction, type Database } from '../../db/database.ts';
import { inBothLanguages, localized, num, type Row, str } from '../../db/row.ts';
import { imageRef } from '../../media/image-ref.ts';

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

export function createSqliteMenuEditorRepository(db: Database): MenuEditorRepository {
  const categories = db.prepare(
    'SELECT * FROM menu_categories WHERE hotel_id = ? ORDER BY position, id',
  );
  const category = db.prepare('SELECT * FROM menu_categories WHERE hotel_id = ? AND id = ?');
  const items = db.prepare('SELECT * FROM menu_items WHERE hotel_id = ? ORDER BY position, id');
  const itemsOf = db.prepare(
    'SELECT * FROM menu_items WHERE hotel_id = ? AND category_id = ? ORDER BY position, id',
  );
  const item = db.prepare('SELECT * FROM menu_items WHERE hotel_id = ? AND id = ?');
  const nextItemPosition = db.prepare(
    'SELECT COALESCE(MAX(position) + 1, 0) AS position FROM menu_items WHERE hotel_id = ? AND category_id = ?',
  );
  const nextCategoryPosition = db.prepare(
    'SELECT COALESCE(MAX(position) + 1, 0) AS position FROM menu_categories WHERE hotel_id = ?',
  );
  const insertItem = db.prepare(`
    INSERT INTO menu_items (hotel_id, category_id, position, name_en, name_vi, description_en, description_vi, price, image, available)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const updateItem = db.prepare(`
    UPDATE menu_items SET category_id = ?, position = ?, name_en = ?, name_vi = ?, description_en = ?,
      description_vi = ?, price = ?, image = ?, available = ?
    WHERE hotel_id = ? AND id = ?`);
  const updateAvailability = db.prepare(
    'UPDATE menu_items SET available = ? WHERE hotel_id = ? AND id = ?',
  );
  const insertCategory = db.prepare(
    'INSERT INTO menu_categories (hotel_id, position, name_en, name_vi) VALUES (?, ?, ?, ?)',
  );
  const updateCategory = db.prepare(
    'UPDATE menu_categories SET name_en = ?, name_vi = ? WHERE hotel_id = ? AND id = ?',
  );

  function toItem(row: Row): StaffMenuItem {
    const picture = str(row.image);
    return {
      id: num(row.id),
      categoryId: num(row.category_id),
      name: localized(row, 'name'),
      description: localized(row, 'description'),
      price: num(row.price),
      available: num(row.available) === 1,
      picture,
      image: imageRef(picture),
    };
  }

  function toCategory(row: Row, categoryItems: StaffMenuItem[]): StaffMenuCategory {
    return { id: num(row.id), name: localized(row, 'name'), items: categoryItems };
  }

  function itemOf(hotelId: number, itemId: number): StaffMenuItem | null {
    const row = item.get(hotelId, itemId);
    return row ? toItem(row) : null;
  }

  function categoryOf(hotelId: number, categoryId: number): StaffMenuCategory | null {
    const row = category.get(hotelId, categoryId);
    return row ? toCategory(row, itemsOf.all(hotelId, categoryId).map(toItem)) : null;
  }

  function textColumns(fields: MenuItemFields) {
    return inBothLanguages(fields.name, fields.description);
  }

  return {
    async menu(hotelId) {
      const all = items.all(hotelId).map(toItem);
      return categories.all(hotelId).map((row) =>
        toCategory(
          row,
          all.filter((menuItem) => menuItem.categoryId === num(row.id)),
        ),
      );
    },
    async item(hotelId, itemId) {
      return itemOf(hotelId, itemId);
    },
    async hasCategory(hotelId, categoryId) {
      return category.get(hotelId, categoryId) !== undefined;
    },
    async addItem(hotelId, fields) {
      return transaction(db, () => {
        const position = num(nextItemPosition.get(hotelId, fields.categoryId)?.position);
        const id = num(
          insertItem.run(
            hotelId,
            fields.categoryId,
            position,
            ...textColumns(fields),
            fields.price,
            fields.picture,
            fields.available ? 1 : 0,
          ).lastInsertRowid,
        );
        const added = itemOf(hotelId, id);
        if (!added) throw new Error('The menu item just added is missing');
        return added;
      });
    },
    async changeItem(hotelId, itemId, fields) {
      return transaction(db, () => {
        const current = item.get(hotelId, itemId);
        if (!current) return null;
        const position =
          num(current.category_id) === fields.categoryId
            ? num(current.position)
            : num(nextItemPosition.get(hotelId, fields.categoryId)?.position);
        updateItem.run(
          fields.categoryId,
          position,
          ...textColumns(fields),
          fields.price,
          fields.picture,
          fields.available ? 1 : 0,
          hotelId,
          itemId,
        );
        return itemOf(hotelId, itemId);
      });
    },
    async setAvailability(hotelId, itemId, available) {
      updateAvailability.run(available ? 1 : 0, hotelId, itemId);
      return itemOf(hotelId, itemId);
    },
    async addCategory(hotelId, name) {
      return transaction(db, () => {
        const position = num(nextCategoryPosition.get(hotelId)?.position);
        const id = num(insertCategory.run(hotelId, position, name.en, name.vi).lastInsertRowid);
        const added = categoryOf(hotelId, id);
        if (!added) throw new Error('The menu category just added is missing');
        return added;
      });
    },
    async renameCategory(hotelId, categoryId, name) {
      updateCategory.run(name.en, name.vi, hotelId, categoryId);
      return categoryOf(hotelId, categoryId);
    },
  };
}
