import type { Store } from '../../db/store.ts';
import {
  endedReservations,
  retentionCutoffs,
  type RetentionDays,
} from '../../platform/documents/identity-document-retention.ts';

/**
 * Deletes the conversations (threads, their messages and photos) of stays that ended more than
 * the hotel's retention days ago (tenant `conversationRetentionDays`, default 90), as identity
 * documents go. Answers how many threads went.
 */
export async function sweepConversations(
  store: Store,
  retentionDays: RetentionDays,
  now: Date,
): Promise<number> {
  let removed = 0;
  for (const cutoff of await retentionCutoffs(store, retentionDays, now)) {
    const threads = await store
      .selectFrom('conversation_threads')
      .select('id')
      .where('reservation_id', 'in', endedReservations(store, cutoff))
      .execute();
    for (const { id } of threads) {
      await store.deleteFrom('conversation_messages').where('thread_id', '=', id).execute();
      await store.deleteFrom('conversation_photos').where('thread_id', '=', id).execute();
      await store.deleteFrom('conversation_threads').where('id', '=', id).execute();
      removed += 1;
    }
  }
  return removed;
}
