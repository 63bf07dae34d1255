import type { Rating } from '@portal/api-client/contract/rating';
import type { Store } from '../../db/store.ts';

export interface RatingRepository {
  find(guestId: number): Promise<Rating | null>;
  save(guestId: number, score: number, experience: string, at: Date): Promise<Rating>;
}

export function createRatingRepository(store: Store): RatingRepository {
  return {
    async find(guestId) {
      const row = await store
        .selectFrom('ratings')
        .select(['score', 'experience', 'rated_at'])
        .where('guest_id', '=', guestId)
        .executeTakeFirst();
      return row ? { score: row.score, experience: row.experience, ratedAt: row.rated_at } : null;
    },
    async save(guestId, score, experience, at) {
      const ratedAt = at.toISOString();
      await store
        .insertInto('ratings')
        .values({ guest_id: guestId, score, experience, rated_at: ratedAt })
        .onConflict((conflict) =>
          conflict.column('guest_id').doUpdateSet((eb) => ({
            score: eb.ref('excluded.score'),
            experience: eb.ref('excluded.experience'),
            rated_at: eb.ref('excluded.rated_at'),
          })),
        )
        .execute();
      return { score, experience, ratedAt };
    },
  };
}
