import type { OfferInput, StaffOffer } from '@portal/api-client/staff-contract/concierge';
import type { Selectable } from 'kysely';
import { localized } from '../../db/row.ts';
import { afterLastPosition } from '../../db/positions.ts';
import { inTransaction, type Store } from '../../db/store.ts';
import type { OffersTable } from '../../db/tables.ts';
import { imageRef } from '../../platform/media/image-ref.ts';

/** The concierge's special offers. */
export interface OfferEditingRepository {
  /** Current and coming offers first (by first day), then the ended ones (latest ended first). */
  list(hotelId: number, today: string): Promise<StaffOffer[]>;
  find(hotelId: number, offerId: number): Promise<StaffOffer | null>;
  /** Adds the offer at the end of the guests' list. */
  add(hotelId: number, input: OfferInput): Promise<StaffOffer>;
  change(hotelId: number, offerId: number, input: OfferInput): Promise<StaffOffer | null>;
}

function values(input: OfferInput) {
  return {
    title_en: input.title.en,
    title_vi: input.title.vi,
    summary_en: input.summary.en,
    summary_vi: input.summary.vi,
    description_en: input.description.en,
    description_vi: input.description.vi,
    terms_en: input.terms.en,
    terms_vi: input.terms.vi,
    image: input.picture,
    valid_from: input.validFrom,
    valid_to: input.validTo,
    price: input.price,
    discount_percent: input.discountPercent,
  };
}

function toOffer(row: Selectable<OffersTable>): StaffOffer {
  return {
    id: row.id,
    title: localized(row, 'title'),
    summary: localized(row, 'summary'),
    description: localized(row, 'description'),
    terms: localized(row, 'terms'),
    picture: row.image,
    image: imageRef(row.image),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    price: row.price,
    discountPercent: row.discount_percent,
  };
}

export function createOfferEditingRepository(store: Store): OfferEditingRepository {
  async function found(db: Store, hotelId: number, offerId: number) {
    const row = await db
      .selectFrom('offers')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('id', '=', offerId)
      .executeTakeFirst();
    return row ? toOffer(row) : null;
  }

  return {
    async list(hotelId, today) {
      const rows = await store
        .selectFrom('offers')
        .selectAll()
        .where('hotel_id', '=', hotelId)
        .orderBy((eb) => eb('valid_to', '<', today))
        .orderBy((eb) => eb.case().when('valid_to', '>=', today).then(eb.ref('valid_from')).end())
        .orderBy(
          (eb) => eb.case().when('valid_to', '<', today).then(eb.ref('valid_to')).end(),
          'desc',
        )
        .orderBy('id')
        .execute();
      return rows.map(toOffer);
    },
    async find(hotelId, offerId) {
      return found(store, hotelId, offerId);
    },
    async add(hotelId, input) {
      return inTransaction(store, async (trx) => {
        const { id } = await trx
          .insertInto('offers')
          .values({
            hotel_id: hotelId,
            position: afterLastPosition('offers', hotelId),
            ...values(input),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const offer = await found(trx, hotelId, id);
        if (!offer) throw new Error('The offer just added is missing');
        return offer;
      });
    },
    async change(hotelId, offerId, input) {
      const { numUpdatedRows } = await store
        .updateTable('offers')
        .set(values(input))
        .where('hotel_id', '=', hotelId)
        .where('id', '=', offerId)
        .executeTakeFirst();
      return numUpdatedRows === 0n ? null : found(store, hotelId, offerId);
    },
  };
}
