import type { StaffStayEvent } from '@portal/api-client/staff-contract/front-desk';
import type { DeskFeedListeners, FeedState } from '../api/desk-feed.ts';

let listeners: DeskFeedListeners | null = null;

/** The front desk's stream as a test drives it: it says what state it is in and sends events. */
export const liveDesk = {
  reset: () => {
    listeners = null;
  },
  setState: (state: FeedState) => listeners?.onState(state),
  emit: (event: StaffStayEvent) => listeners?.onEvent(event),
};

export function openDeskFeed(opened: DeskFeedListeners): () => void {
  listeners = opened;
  opened.onState('connecting');
  return () => {
    if (listeners === opened) listeners = null;
  };
}
