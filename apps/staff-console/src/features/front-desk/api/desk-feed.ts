import type { StaffStayEvent } from '@portal/api-client/staff-contract/front-desk';
import { openStaffEventFeed, type FeedState } from '../../../lib/staff-event-feed.ts';

export type { FeedState };

export interface DeskFeedListeners {
  onEvent: (event: StaffStayEvent) => void;
  onState: (state: FeedState) => void;
}

const EVENT_TYPES = ['reservation.updated', 'check-in.updated', 'check-out.updated'] as const;

/** Reservations as guests and colleagues change them (`lib/staff-event-feed.ts`). Answers `close`. */
export function openDeskFeed(listeners: DeskFeedListeners): () => void {
  return openStaffEventFeed({ types: EVENT_TYPES, ...listeners });
}
