import type { StaffOrderEvent } from '@portal/api-client/staff-contract/kitchen';
import { openStaffEventFeed, type FeedState } from '../../../lib/staff-event-feed.ts';

export type { FeedState };

export interface BoardFeedListeners {
  onEvent: (event: StaffOrderEvent) => void;
  onState: (state: FeedState) => void;
}

const EVENT_TYPES = ['order.placed', 'order.updated'] as const;

/** The kitchen's orders as they are placed and moved (`lib/staff-event-feed.ts`). Answers `close`. */
export function openBoardFeed(listeners: BoardFeedListeners): () => void {
  return openStaffEventFeed({ types: EVENT_TYPES, ...listeners });
}
