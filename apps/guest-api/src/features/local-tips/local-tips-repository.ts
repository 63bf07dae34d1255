import type { LocalTip } from '@portal/api-client/contract/local-tips';
import type { Selectable } from 'kysely';
import { localized } from '../../db/row.ts';
import type { Store } from '../../db/store.ts';
import type { LocalTipsTable } from '../../db/tables.ts';
import { imageRef } from '../../platform/media/image-ref.ts';
import { tipLikes } from '../../platform/listings/tip-likes.ts';
import { isFavouriteOf } from '../../platform/listings/favourite-flag.ts';

export interface LocalTipsRepository {
  list(hotelId: number, guestId: number, onlyLiked: boolean): Promise<LocalTip[]>;
  find(hotelId: number, guestId: number, tipId: number): Promise<LocalTip | null>;
  setLiked(tipId: number, guestId: number, liked: boolean, at: Date): Promise<void>;
}

type TipRow = Selectable<LocalTipsTable> & { likes: unknown; liked: unknown; is_favorite: unknown };

export function createLocalTipsRepository(store: Store): LocalTipsRepository {
  function tips(hotelId: number, guestId: number) {
    return store
      .selectFrom('local_tips')
      .selectAll('local_tips')
      .select((eb) => [
        tipLikes(eb),
        eb
          .exists(
            eb
              .selectFrom('local_tip_likes')
              .select('local_tip_likes.guest_id')
              .whereRef('local_tip_likes.local_tip_id', '=', 'local_tips.id')
              .where('local_tip_likes.guest_id', '=', guestId),
          )
          .as('liked'),
        isFavouriteOf(guestId, 'local-tip', 'local_tips'),
      ])
      .where('local_tips.hotel_id', '=', hotelId);
  }

  function toTip(row: TipRow): LocalTip {
    return {
      id: row.id,
      title: localized(row, 'title'),
      category: localized(row, 'category'),
      summary: localized(row, 'summary'),
      description: localized(row, 'description'),
      address: row.address,
      distance: localized(row, 'distance'),
      image: imageRef(row.image),
      likes: Number(row.likes),
      liked: Number(row.liked) === 1,
      isFavorite: Number(row.is_favorite) === 1,
    };
  }

  return {
    async list(hotelId, guestId, onlyLiked) {
      const rows = await tips(hotelId, guestId)
        .orderBy('local_tips.position')
        .orderBy('local_tips.id')
        .execute();
      const all = rows.map(toTip);
      return onlyLiked ? all.filter((tip) => tip.liked) : all;
    },
    async find(hotelId, guestId, tipId) {
      const row = await tips(hotelId, guestId)
        .where('local_tips.id', '=', tipId)
        .executeTakeFirst();
      return row ? toTip(row) : null;
    },
    async setLiked(tipId, guestId, liked, at) {
      if (liked) {
        await store
          .insertInto('local_tip_likes')
          .values({ local_tip_id: tipId, guest_id: guestId, liked_at: at.toISOString() })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      } else {
        await store
          .deleteFrom('local_tip_likes')
          .where('local_tip_id', '=', tipId)
          .where('guest_id', '=', guestId)
          .execute();
      }
    },
  };
}
