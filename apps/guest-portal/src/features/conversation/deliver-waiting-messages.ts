import type { QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@portal/api-client/contract/conversation';
import { queryKeys } from '../../lib/query-keys.ts';
import { sendWaitingMessages, type Outcome } from './conversation-outbox.ts';
import type { OutboxOwner } from './outbox-key.ts';
import { sendToHotel } from './send-to-hotel.ts';

/**
 * Sends the guest's waiting messages to the hotel and shows each one sent in the thread at once
 * (then reads the thread again, for its sent and seen marks). Answers what became of each.
 */
export async function deliverWaitingMessages(
  owner: OutboxOwner,
  cache: QueryClient,
): Promise<Map<string, Outcome>> {
  const outcomes = await sendWaitingMessages(owner, sendToHotel);
  const sent = [...outcomes.values()].flatMap((outcome) =>
    outcome.state === 'sent' ? [outcome.message] : [],
  );
  if (sent.length > 0) {
    cache.setQueryData<Conversation>(queryKeys.conversation, (current) =>
      current
        ? {
            ...current,
            messages: [
              ...current.messages,
              ...sent.filter((message) => !current.messages.some(({ id }) => id === message.id)),
            ],
          }
        : current,
    );
    void cache.invalidateQueries({ queryKey: queryKeys.conversation });
  }
  return outcomes;
}
