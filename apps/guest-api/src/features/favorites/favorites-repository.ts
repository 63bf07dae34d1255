import type { Favorite, FavoriteKind } from '@portal/api-client/contract/favorites';
import { sql } from 'kysely';
import { localized } from '../../db/row.ts';
import type { Store } from '../../db/store.ts';
import { imageRef } from '../../platform/media/image-ref.ts';

export interface FavoritesRepository {
  list(hotelId: number, guestId: number, kind: FavoriteKind | undefined): Promise<Favorite[]>;
  /** Whether the thing exists in this hotel: favourites never point at another hotel's things. */
  exists(hotelId: number, kind: FavoriteKind, itemId: number): Promise<boolean>;
  add(guestId: number, kind: FavoriteKind, itemId: number, at: Date): Promise<void>;
  remove(guestId: number, kind: FavoriteKind, itemId: number): Promise<void>;
}

const kindOf = (kind: FavoriteKind) => sql.lit<FavoriteKind>(kind).as('kind');

const CARD = [
  'id',
  'hotel_id',
  'title_en',
  'title_vi',
  'summary_en',
  'summary_vi',
  'image',
] as const;

/** Every thing a guest can keep, as one card shape. */
function keepable(store: Store) {
  return store
    .selectFrom('local_tips')
    .select([kindOf('local-tip'), ...CARD])
    .unionAll(store.selectFrom('programs').select([kindOf('program'), ...CARD]))
    .unionAll(
      store
        .selectFrom('menu_items')
        .select([
          kindOf('menu-item'),
          'id',
          'hotel_id',
          'name_en as title_en',
          'name_vi as title_vi',
          'description_en as summary_en',
          'description_vi as summary_vi',
          'image',
        ]),
    )
    .unionAll(store.selectFrom('offers').select([kindOf('offer'), ...CARD]))
    .as('k');
}

export function createFavoritesRepository(store: Store): FavoritesRepository {
  return {
    async list(hotelId, guestId, kind) {
      let query = store
        .selectFrom('favorites as f')
        .innerJoin(keepable(store), (join) =>
          join.onRef('k.kind', '=', 'f.kind').onRef('k.id', '=', 'f.item_id'),
        )
        .select([
          'f.kind',
          'f.item_id',
          'f.added_at',
          'k.title_en',
          'k.title_vi',
          'k.summary_en',
          'k.summary_vi',
          'k.image',
        ])
        .where('f.guest_id', '=', guestId)
        .where('k.hotel_id', '=', hotelId);
      if (kind) query = query.where('f.kind', '=', kind);
      // PostgreSQL keeps no insertion order (SQLite's rowid): favourites kept in the same
      // millisecond come by kind, then newest item first, alike in both stores.
      const rows = await query
        .orderBy('f.added_at', 'desc')
        .orderBy('f.kind')
        .orderBy('f.item_id', 'desc')
        .execute();
      return rows.map((row): Favorite => ({
        kind: row.kind as FavoriteKind,
        itemId: row.item_id,
        title: localized(row, 'title'),
        summary: localized(row, 'summary'),
        image: imageRef(row.image),
        addedAt: row.added_at,
      }));
    },
    async exists(hotelId, kind, itemId) {
      const row = await store
        .selectFrom(keepable(store))
        .select('k.id')
        .where('k.hotel_id', '=', hotelId)
        .where('k.kind', '=', kind)
        .where('k.id', '=', itemId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async add(guestId, kind, itemId, at) {
      await store
        .insertInto('favorites')
        .values({ guest_id: guestId, kind, item_id: itemId, added_at: at.toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
    async remove(guestId, kind, itemId) {
      await store
        .deleteFrom('favorites')
        .where('guest_id', '=', guestId)
        .where('kind', '=', kind)
        .where('item_id', '=', itemId)
        .execute();
    },
  };
}
