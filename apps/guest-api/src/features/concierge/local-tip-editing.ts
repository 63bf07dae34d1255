import type { LocalTipInput, StaffLocalTip } from '@portal/api-client/staff-contract/concierge';
import type { Selectable } from 'kysely';
import { localized } from '../../db/row.ts';
import { afterLastPosition } from '../../db/positions.ts';
import { inTransaction, type Store } from '../../db/store.ts';
import type { LocalTipsTable } from '../../db/tables.ts';
import { imageRef } from '../../platform/media/image-ref.ts';
import { tipLikes } from '../../platform/listings/tip-likes.ts';

/** The concierge's local tips, in the guests' order. */
export interface LocalTipEditingRepository {
  list(hotelId: number): Promise<StaffLocalTip[]>;
  find(hotelId: number, tipId: number): Promise<StaffLocalTip | null>;
  /** Adds the tip at the end of the guests' list. */
  add(hotelId: number, input: LocalTipInput): Promise<StaffLocalTip>;
  change(hotelId: number, tipId: number, input: LocalTipInput): Promise<StaffLocalTip | null>;
  /** Removes the tip with its likes and the guests' favourites of it; false when there is none. */
  remove(hotelId: number, tipId: number): Promise<boolean>;
}

function values(input: LocalTipInput) {
  return {
    title_en: input.title.en,
    title_vi: input.title.vi,
    category_en: input.category.en,
    category_vi: input.category.vi,
    summary_en: input.summary.en,
    summary_vi: input.summary.vi,
    description_en: input.description.en,
    description_vi: input.description.vi,
    address: input.address,
    distance_en: input.distance.en,
    distance_vi: input.distance.vi,
    image: input.picture,
  };
}

function toTip(row: Selectable<LocalTipsTable> & { likes: unknown }): StaffLocalTip {
  return {
    id: row.id,
    title: localized(row, 'title'),
    category: localized(row, 'category'),
    summary: localized(row, 'summary'),
    description: localized(row, 'description'),
    address: row.address,
    distance: localized(row, 'distance'),
    picture: row.image,
    image: imageRef(row.image),
    likes: Number(row.likes),
  };
}

export function createLocalTipEditingRepository(store: Store): LocalTipEditingRepository {
  function tips(db: Store, hotelId: number) {
    return db
      .selectFrom('local_tips')
      .selectAll('local_tips')
      .select((eb) => tipLikes(eb))
      .where('local_tips.hotel_id', '=', hotelId);
  }

  async function found(db: Store, hotelId: number, tipId: number) {
    const row = await tips(db, hotelId).where('local_tips.id', '=', tipId).executeTakeFirst();
    return row ? toTip(row) : null;
  }

  return {
    async list(hotelId) {
      const rows = await tips(store, hotelId)
        .orderBy('local_tips.position')
        .orderBy('local_tips.id')
        .execute();
      return rows.map(toTip);
    },
    async find(hotelId, tipId) {
      return found(store, hotelId, tipId);
    },
    async add(hotelId, input) {
      return inTransaction(store, async (trx) => {
        const { id } = await trx
          .insertInto('local_tips')
          .values({
            hotel_id: hotelId,
            position: afterLastPosition('local_tips', hotelId),
            ...values(input),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const tip = await found(trx, hotelId, id);
        if (!tip) throw new Error('The local tip just added is missing');
        return tip;
      });
    },
    async change(hotelId, tipId, input) {
      const { numUpdatedRows } = await store
        .updateTable('local_tips')
        .set(values(input))
        .where('hotel_id', '=', hotelId)
        .where('id', '=', tipId)
        .executeTakeFirst();
      return numUpdatedRows === 0n ? null : found(store, hotelId, tipId);
    },
    async remove(hotelId, tipId) {
      return inTransaction(store, async (trx) => {
        const tip = await trx
          .selectFrom('local_tips')
          .select('id')
          .where('hotel_id', '=', hotelId)
          .where('id', '=', tipId)
          .executeTakeFirst();
        if (!tip) return false;
        await trx.deleteFrom('local_tip_likes').where('local_tip_id', '=', tipId).execute();
        await trx
          .deleteFrom('favorites')
          .where('kind', '=', 'local-tip')
          .where('item_id', '=', tipId)
          .execute();
        await trx
          .deleteFrom('local_tips')
          .where('hotel_id', '=', hotelId)
          .where('id', '=', tipId)
          .execute();
        return true;
      });
    },
  };
}
