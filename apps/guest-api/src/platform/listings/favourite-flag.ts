import { expressionBuilder, sql } from 'kysely';
import type { Tables } from '../../db/tables.ts';

type Listed = { 'local-tip': 'local_tips'; program: 'programs'; offer: 'offers' };

/**
 * `is_favorite` of a listed row: whether the guest keeps it among their favourites. SQLite answers
 * 0/1 and PostgreSQL false/true; read it with `Number(row.is_favorite) === 1`.
 */
export function isFavouriteOf<K extends keyof Listed>(guestId: number, kind: K, table: Listed[K]) {
  const eb = expressionBuilder<Tables, 'favorites'>();
  return eb
    .exists(
      eb
        .selectFrom('favorites')
        .select('favorites.item_id')
        .where('favorites.guest_id', '=', guestId)
        .where('favorites.kind', '=', kind)
        .where('favorites.item_id', '=', sql.ref<number>(`${table}.id`)),
    )
    .as('is_favorite');
}
