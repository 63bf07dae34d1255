import { sql, type RawBuilder } from 'kysely';

type Ordered = 'local_tips' | 'offers' | 'menu_categories' | 'menu_items' | 'activities';

/**
 * The position after the last of a hotel's list (0 for an empty one), read by the same statement
 * that writes it: a menu item's list is its category's.
 */
export function afterLastPosition(
  table: Ordered,
  hotelId: number,
  categoryId?: number,
): RawBuilder<number> {
  const inCategory = categoryId === undefined ? sql`` : sql` AND category_id = ${categoryId}`;
  return sql<number>`(SELECT COALESCE(MAX(position), -1) + 1 FROM ${sql.table(table)} WHERE hotel_id = ${hotelId}${inCategory})`;
}
