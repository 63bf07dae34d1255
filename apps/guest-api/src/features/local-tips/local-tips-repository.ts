import type { LocalTip } from '@portal/api-client/contract/local-tips';
import type { Database } from '../../db/database.ts';
import { localized, num, str, type Row } from '../../db/row.ts';
import { imageRef } from '../../media/image-ref.ts';

export interface LocalTipsRepository {
  list(hotelId: number, guestId: number, onlyLiked: boolean): Promise<LocalTip[]>;
  find(hotelId: number, guestId: number, tipId: number): Promise<LocalTip | null>;
  setLiked(tipId: number, guestId: number, liked: boolean, at: Date): Promise<void>;
}

export function createSqliteLocalTipsRepository(db: Database): LocalTipsRepository {
  const columns = `t.*,
    t.base_likes + (SELECT COUNT(*) FROM local_tip_likes l WHERE l.local_tip_id = t.id) AS likes,
    EXISTS (SELECT 1 FROM local_tip_likes l WHERE l.local_tip_id = t.id AND l.guest_id = ?) AS liked,
    EXISTS (SELECT 1 FROM favorites f WHERE f.guest_id = ? AND f.kind = 'local-tip' AND f.item_id = t.id) AS is_favorite`;
  const list = db.prepare(
    `SELECT ${columns} FROM local_tips t WHERE t.hotel_id = ? ORDER BY t.position, t.id`,
  );
  const find = db.prepare(`SELECT ${columns} FROM local_tips t WHERE t.hotel_id = ? AND t.id = ?`);
  const like = db.prepare(
    'INSERT INTO local_tip_likes (local_tip_id, guest_id, liked_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const unlike = db.prepare('DELETE FROM local_tip_likes WHERE local_tip_id = ? AND guest_id = ?');

  function toTip(row: Row): LocalTip {
    return {
      id: num(row.id),
      title: localized(row, 'title'),
      category: localized(row, 'category'),
      summary: localized(row, 'summary'),
      description: localized(row, 'description'),
      address: str(row.address),
      distance: localized(row, 'distance'),
      image: imageRef(str(row.image)),
      likes: num(row.likes),
      liked: row.liked === 1,
      isFavorite: row.is_favorite === 1,
    };
  }

  return {
    async list(hotelId, guestId, onlyLiked) {
      const tips = list.all(guestId, guestId, hotelId).map(toTip);
      return onlyLiked ? tips.filter((tip) => tip.liked) : tips;
    },
    async find(hotelId, guestId, tipId) {
      const row = find.get(guestId, guestId, hotelId, tipId);
      return row ? toTip(row) : null;
    },
    async setLiked(tipId, guestId, liked, at) {
      if (liked) like.run(tipId, guestId, at.toISOString());
      else unlike.run(tipId, guestId);
    },
  };
}
