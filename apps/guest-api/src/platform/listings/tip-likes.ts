import type { ExpressionBuilder } from 'kysely';
import type { Tables } from '../../db/tables.ts';

/**
 * A tip's likes beside its `local_tips` row, as `likes`: the likes it started with and the
 * guests'. The guest's and the concierge's counts are one rule.
 */
export function tipLikes(eb: ExpressionBuilder<Tables, 'local_tips'>) {
  const guests = eb
    .selectFrom('local_tip_likes')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('local_tip_likes.local_tip_id', '=', 'local_tips.id');
  return eb('local_tips.base_likes', '+', guests).as('likes');
}
