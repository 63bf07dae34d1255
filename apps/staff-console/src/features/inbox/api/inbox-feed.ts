import type { StaffConversationEvent } from '@portal/api-client/staff-contract/inbox';
import { openStaffEventFeed, type FeedState } from '../../../lib/staff-event-feed.ts';

export type { FeedState };

export interface InboxFeedListeners {
  onEvent: (event: StaffConversationEvent) => void;
  onState: (state: FeedState) => void;
}

const EVENT_TYPES = ['conversation.updated'] as const;

/** The hotel's threads as guests and colleagues write in them (`lib/staff-event-feed.ts`). Answers `close`. */
export function openInboxFeed(listeners: InboxFeedListeners): () => void {
  return openStaffEventFeed({ types: EVENT_TYPES, ...listeners });
}
