import type { OfferInput, StaffOffer } from '@portal/api-client/staff-contract/concierge';
import { transaction, type Database } from '../../db/database.ts';
import { inBothLanguages, localized, num, numOrNull, type Row, str } from '../../db/row.ts';
import { imageRef } from '../../media/image-ref.ts';

/** The concierge's special offers. */
export interface OfferEditingRepository {
  /** Current and coming offers first (by first day), then the ended ones (latest ended first). */
  list(hotelId: number, today: string): Promise<StaffOffer[]>;
  find(hotelId: number, offerId: number): Promise<StaffOffer | null>;
  /** Adds the offer at the end of the guests' list. */
  add(hotelId: number, input: OfferInput): Promise<StaffOffer>;
  change(hotelId: number, offerId: number, input: OfferInput): Promise<StaffOffer | null>;
}

export function createSqliteOfferEditingRepository(db: Database): OfferEditingRepository {
  const list = db.prepare(`
    SELECT * FROM offers WHERE hotel_id = ?1
    ORDER BY valid_to < ?2,
      CASE WHEN valid_to >= ?2 THEN valid_from END,
      CASE WHEN valid_to < ?2 THEN valid_to END DESC,
      id`);
  const find = db.prepare('SELECT * FROM offers WHERE hotel_id = ? AND id = ?');
  const insert = db.prepare(`
    INSERT INTO offers (hotel_id, position, title_en, title_vi, summary_en, summary_vi, description_en, description_vi,
      terms_en, terms_vi, image, valid_from, valid_to, price, discount_percent)
    VALUES (?1, (SELECT COALESCE(MAX(position), -1) + 1 FROM offers WHERE hotel_id = ?1),
      ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
    RETURNING id`);
  const update = db.prepare(`
    UPDATE offers SET title_en = ?, title_vi = ?, summary_en = ?, summary_vi = ?, description_en = ?,
      description_vi = ?, terms_en = ?, terms_vi = ?, image = ?, valid_from = ?, valid_to = ?, price = ?,
      discount_percent = ?
    WHERE hotel_id = ? AND id = ?`);

  function values(input: OfferInput) {
    return [
      ...inBothLanguages(input.title, input.summary, input.description, input.terms),
      input.picture,
      input.validFrom,
      input.validTo,
      input.price,
      input.discountPercent,
    ];
  }

  function toOffer(row: Row): StaffOffer {
    const picture = str(row.image);
    return {
      id: num(row.id),
      title: localized(row, 'title'),
      summary: localized(row, 'summary'),
      description: localized(row, 'description'),
      terms: localized(row, 'terms'),
      picture,
      image: imageRef(picture),
      validFrom: str(row.valid_from),
      validTo: str(row.valid_to),
      price: numOrNull(row.price),
      discountPercent: numOrNull(row.discount_percent),
    };
  }

  function found(hotelId: number, offerId: number): StaffOffer | null {
    const row = find.get(hotelId, offerId);
    return row ? toOffer(row) : null;
  }

  return {
    async list(hotelId, today) {
      return list.all(hotelId, today).map(toOffer);
    },
    async find(hotelId, offerId) {
      return found(hotelId, offerId);
    },
    async add(hotelId, input) {
      return transaction(db, () => {
        const row = insert.get(hotelId, ...values(input));
        const offer = found(hotelId, num(row?.id));
        if (!offer) throw new Error('The offer just added is missing');
        return offer;
      });
    },
    async change(hotelId, offerId, input) {
      const { changes } = update.run(...values(input), hotelId, offerId);
      return changes === 0 ? null : found(hotelId, offerId);
    },
  };
}
