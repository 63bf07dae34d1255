import { openStaffEventFeed, type FeedState } from '../../../lib/staff-event-feed.ts';

export type { FeedState };

export interface DashboardFeedListeners {
  onEvent: () => void;
  onState: (state: FeedState) => void;
}

/** What moves the day's figures: reservations, pre check-ins, check-outs and orders. */
const EVENT_TYPES = [
  'reservation.updated',
  'check-in.updated',
  'check-out.updated',
  'order.placed',
  'order.updated',
] as const;

/** The hotel's changes the manager's figures follow (`lib/staff-event-feed.ts`). Answers `close`. */
export function openDashboardFeed(listeners: DashboardFeedListeners): () => void {
  return openStaffEventFeed({ types: EVENT_TYPES, ...listeners });
}
