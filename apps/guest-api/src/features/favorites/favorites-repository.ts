import type { Favorite, FavoriteKind } from '@portal/api-client/contract/favorites';
import type { Database } from '../../db/database.ts';
import { localized, num, str, type Row } from '../../db/row.ts';
import { imageRef } from '../../media/image-ref.ts';

export interface FavoritesRepository {
  list(hotelId: number, guestId: number, kind: FavoriteKind | undefined): Promise<Favorite[]>;
  /** Whether the thing exists in this hotel: favourites never point at another hotel's things. */
  exists(hotelId: number, kind: FavoriteKind, itemId: number): Promise<boolean>;
  add(guestId: number, kind: FavoriteKind, itemId: number, at: Date): Promise<void>;
  remove(guestId: number, kind: FavoriteKind, itemId: number): Promise<void>;
}

/** Every thing a guest can keep, as one card shape. */
const KEEPABLE = `(
  SELECT 'local-tip' AS kind, id, hotel_id, title_en, title_vi, summary_en, summary_vi, image FROM local_tips
  UNION ALL SELECT 'program', id, hotel_id, title_en, title_vi, summary_en, summary_vi, image FROM programs
  UNION ALL SELECT 'menu-item', id, hotel_id, name_en, name_vi, description_en, description_vi, image FROM menu_items
  UNION ALL SELECT 'offer', id, hotel_id, title_en, title_vi, summary_en, summary_vi, image FROM offers
)`;

export function createSqliteFavoritesRepository(db: Database): FavoritesRepository {
  const list = db.prepare(`
    SELECT f.kind, f.item_id, f.added_at, k.title_en, k.title_vi, k.summary_en, k.summary_vi, k.image
    FROM favorites f JOIN ${KEEPABLE} k ON k.kind = f.kind AND k.id = f.item_id
    WHERE f.guest_id = ? AND k.hotel_id = ? AND (? IS NULL OR f.kind = ?)
    ORDER BY f.added_at DESC, f.rowid DESC`);
  const exists = db.prepare(
    `SELECT 1 AS found FROM ${KEEPABLE} k WHERE k.hotel_id = ? AND k.kind = ? AND k.id = ?`,
  );
  const add = db.prepare(
    'INSERT INTO favorites (guest_id, kind, item_id, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const remove = db.prepare(
    'DELETE FROM favorites WHERE guest_id = ? AND kind = ? AND item_id = ?',
  );

  function toFavorite(row: Row): Favorite {
    return {
      kind: str(row.kind) as FavoriteKind,
      itemId: num(row.item_id),
      title: localized(row, 'title'),
      summary: localized(row, 'summary'),
      image: imageRef(str(row.image)),
      addedAt: str(row.added_at),
    };
  }

  return {
    async list(hotelId, guestId, kind) {
      return list.all(guestId, hotelId, kind ?? null, kind ?? null).map(toFavorite);
    },
    async exists(hotelId, kind, itemId) {
      return exists.get(hotelId, kind, itemId) !== undefined;
    },
    async add(guestId, kind, itemId, at) {
      add.run(guestId, kind, itemId, at.toISOString());
    },
    async remove(guestId, kind, itemId) {
      remove.run(guestId, kind, itemId);
    },
  };
}
