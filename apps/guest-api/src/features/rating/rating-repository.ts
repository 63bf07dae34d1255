import type { Rating } from '@portal/api-client/contract/rating';
import type { Database } from '../../db/database.ts';
import { num, str } from '../../db/row.ts';

export interface RatingRepository {
  find(guestId: number): Promise<Rating | null>;
  save(guestId: number, score: number, experience: string, at: Date): Promise<Rating>;
}

export function createSqliteRatingRepository(db: Database): RatingRepository {
  const select = db.prepare('SELECT score, experience, rated_at FROM ratings WHERE guest_id = ?');
  const upsert = db.prepare(`
    INSERT INTO ratings (guest_id, score, experience, rated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT(guest_id) DO UPDATE SET score = excluded.score, experience = excluded.experience,
      rated_at = excluded.rated_at`);
  return {
    async find(guestId) {
      const row = select.get(guestId);
      return row
        ? { score: num(row.score), experience: str(row.experience), ratedAt: str(row.rated_at) }
        : null;
    },
    async save(guestId, score, experience, at) {
      upsert.run(guestId, score, experience, at.toISOString());
      return { score, experience, ratedAt: at.toISOString() };
    },
  };
}
