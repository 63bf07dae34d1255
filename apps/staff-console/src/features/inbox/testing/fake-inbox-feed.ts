import type { StaffConversationEvent } from '@portal/api-client/staff-contract/inbox';
import type { FeedState, InboxFeedListeners } from '../api/inbox-feed.ts';

const listeners = new Set<InboxFeedListeners>();

/** The inbox's stream as a test drives it (the shell's watch and the screen both listen). */
export const liveInbox = {
  reset: () => listeners.clear(),
  setState: (state: FeedState) => {
    for (const listener of listeners) listener.onState(state);
  },
  emit: (event: StaffConversationEvent) => {
    for (const listener of listeners) listener.onEvent(event);
  },
};

export function openInboxFeed(opened: InboxFeedListeners): () => void {
  listeners.add(opened);
  opened.onState('connecting');
  return () => {
    listeners.delete(opened);
  };
}
