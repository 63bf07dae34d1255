import type { Offer } from '@portal/api-client/contract/offers';
import type { Database } from '../../db/database.ts';
import { localized, num, numOrNull, str, type Row } from '../../db/row.ts';
import { imageRef } from '../../media/image-ref.ts';

export interface OffersRepository {
  /** Offers still valid on `today` (the hotel's date). */
  list(hotelId: number, guestId: number, today: string): Promise<Offer[]>;
  find(hotelId: number, guestId: number, offerId: number): Promise<Offer | null>;
}

export function createSqliteOffersRepository(db: Database): OffersRepository {
  const columns = `o.*, EXISTS (SELECT 1 FROM favorites f WHERE f.guest_id = ? AND f.kind = 'offer' AND f.item_id = o.id) AS is_favorite`;
  const list = db.prepare(
    `SELECT ${columns} FROM offers o WHERE o.hotel_id = ? AND o.valid_to >= ? ORDER BY o.position, o.id`,
  );
  const find = db.prepare(`SELECT ${columns} FROM offers o WHERE o.hotel_id = ? AND o.id = ?`);

  function toOffer(row: Row): Offer {
    return {
      id: num(row.id),
      title: localized(row, 'title'),
      summary: localized(row, 'summary'),
      description: localized(row, 'description'),
      terms: localized(row, 'terms'),
      image: imageRef(str(row.image)),
      validFrom: str(row.valid_from),
      validTo: str(row.valid_to),
      price: numOrNull(row.price),
      discountPercent: numOrNull(row.discount_percent),
      isFavorite: row.is_favorite === 1,
    };
  }

  return {
    async list(hotelId, guestId, today) {
      return list.all(guestId, hotelId, today).map(toOffer);
    },
    async find(hotelId, guestId, offerId) {
      const row = find.get(guestId, hotelId, offerId);
      return row ? toOffer(row) : null;
    },
  };
}
