import type { StaffOrderEvent } from '@portal/api-client/staff-contract/kitchen';
import type { BoardFeedListeners, FeedState } from '../api/board-feed.ts';

let listeners: BoardFeedListeners | null = null;

/** The kitchen's stream as a test drives it: it says what state it is in and sends events. */
export const liveBoard = {
  reset: () => {
    listeners = null;
  },
  setState: (state: FeedState) => listeners?.onState(state),
  emit: (event: StaffOrderEvent) => listeners?.onEvent(event),
};

export function openBoardFeed(opened: BoardFeedListeners): () => void {
  listeners = opened;
  opened.onState('connecting');
  return () => {
    if (listeners === opened) listeners = null;
  };
}
