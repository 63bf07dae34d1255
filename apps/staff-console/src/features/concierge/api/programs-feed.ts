import { openStaffEventFeed, type FeedState } from '../../../lib/staff-event-feed.ts';

export type { FeedState };

export interface ProgramsFeedListeners {
  onEvent: () => void;
  onState: (state: FeedState) => void;
}

const EVENT_TYPES = ['program.updated'] as const;

/**
 * Program reservations as guests (in the portal) and colleagues make, mark or cancel them
 * (`lib/staff-event-feed.ts`). Answers `close`.
 */
export function openProgramsFeed(listeners: ProgramsFeedListeners): () => void {
  return openStaffEventFeed({ types: EVENT_TYPES, ...listeners });
}
