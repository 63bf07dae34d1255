import type { LocalTipInput, StaffLocalTip } from '@portal/api-client/staff-contract/concierge';
import { transaction, type Database } from '../../db/database.ts';
import { inBothLanguages, localized, num, type Row, str } from '../../db/row.ts';
import { imageRef } from '../../media/image-ref.ts';

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

export function createSqliteLocalTipEditingRepository(db: Database): LocalTipEditingRepository {
  const columns = `t.*,
    t.base_likes + (SELECT COUNT(*) FROM local_tip_likes l WHERE l.local_tip_id = t.id) AS likes`;
  const list = db.prepare(
    `SELECT ${columns} FROM local_tips t WHERE t.hotel_id = ? ORDER BY t.position, t.id`,
  );
  const find = db.prepare(`SELECT ${columns} FROM local_tips t WHERE t.hotel_id = ? AND t.id = ?`);
  const insert = db.prepare(`
    INSERT INTO local_tips (hotel_id, position, title_en, title_vi, category_en, category_vi, summary_en, summary_vi,
      description_en, description_vi, address, distance_en, distance_vi, image)
    VALUES (?1, (SELECT COALESCE(MAX(position), -1) + 1 FROM local_tips WHERE hotel_id = ?1),
      ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
    RETURNING id`);
  const update = db.prepare(`
    UPDATE local_tips SET title_en = ?, title_vi = ?, category_en = ?, category_vi = ?, summary_en = ?,
      summary_vi = ?, description_en = ?, description_vi = ?, address = ?, distance_en = ?, distance_vi = ?, image = ?
    WHERE hotel_id = ? AND id = ?`);
  const removeLikes = db.prepare('DELETE FROM local_tip_likes WHERE local_tip_id = ?');
  const removeFavorites = db.prepare(
    "DELETE FROM favorites WHERE kind = 'local-tip' AND item_id = ?",
  );
  const removeTip = db.prepare('DELETE FROM local_tips WHERE hotel_id = ? AND id = ?');

  function values(input: LocalTipInput) {
    return [
      ...inBothLanguages(input.title, input.category, input.summary, input.description),
      input.address,
      ...inBothLanguages(input.distance),
      input.picture,
    ];
  }

  function toTip(row: Row): StaffLocalTip {
    const picture = str(row.image);
    return {
      id: num(row.id),
      title: localized(row, 'title'),
      category: localized(row, 'category'),
      summary: localized(row, 'summary'),
      description: localized(row, 'description'),
      address: str(row.address),
      distance: localized(row, 'distance'),
      picture,
      image: imageRef(picture),
      likes: num(row.likes),
    };
  }

  function found(hotelId: number, tipId: number): StaffLocalTip | null {
    const row = find.get(hotelId, tipId);
    return row ? toTip(row) : null;
  }

  return {
    async list(hotelId) {
      return list.all(hotelId).map(toTip);
    },
    async find(hotelId, tipId) {
      return found(hotelId, tipId);
    },
    async add(hotelId, input) {
      return transaction(db, () => {
        const row = insert.get(hotelId, ...values(input));
        const tip = found(hotelId, num(row?.id));
        if (!tip) throw new Error('The local tip just added is missing');
        return tip;
      });
    },
    async change(hotelId, tipId, input) {
      const { changes } = update.run(...values(input), hotelId, tipId);
      return changes === 0 ? null : found(hotelId, tipId);
    },
    async remove(hotelId, tipId) {
      return transaction(db, () => {
        if (!find.get(hotelId, tipId)) return false;
        removeLikes.run(tipId);
        removeFavorites.run(tipId);
        removeTip.run(hotelId, tipId);
        return true;
      });
    },
  };
}
