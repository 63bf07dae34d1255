import type { Offer } from '@portal/api-client/contract/offers';
import type { Selectable } from 'kysely';
import { localized } from '../../db/row.ts';
import type { Store } from '../../db/store.ts';
import type { OffersTable } from '../../db/tables.ts';
import { imageRef } from '../../platform/media/image-ref.ts';
import { isFavouriteOf } from '../../platform/listings/favourite-flag.ts';

export interface OffersRepository {
  /** Offers still valid on `today` (the hotel's date). */
  list(hotelId: number, guestId: number, today: string): Promise<Offer[]>;
  find(hotelId: number, guestId: number, offerId: number): Promise<Offer | null>;
}

function toOffer(row: Selectable<OffersTable> & { is_favorite: unknown }): Offer {
  return {
    id: row.id,
    title: localized(row, 'title'),
    summary: localized(row, 'summary'),
    description: localized(row, 'description'),
    terms: localized(row, 'terms'),
    image: imageRef(row.image),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    price: row.price,
    discountPercent: row.discount_percent,
    isFavorite: Number(row.is_favorite) === 1,
  };
}

export function createOffersRepository(store: Store): OffersRepository {
  function offers(hotelId: number, guestId: number) {
    return store
      .selectFrom('offers')
      .selectAll('offers')
      .select(isFavouriteOf(guestId, 'offer', 'offers'))
      .where('offers.hotel_id', '=', hotelId);
  }

  return {
    async list(hotelId, guestId, today) {
      const rows = await offers(hotelId, guestId)
        .where('offers.valid_to', '>=', today)
        .orderBy('offers.position')
        .orderBy('offers.id')
        .execute();
      return rows.map(toOffer);
    },
    async find(hotelId, guestId, offerId) {
      const row = await offers(hotelId, guestId)
        .where('offers.id', '=', offerId)
        .executeTakeFirst();
      return row ? toOffer(row) : null;
    },
  };
}
