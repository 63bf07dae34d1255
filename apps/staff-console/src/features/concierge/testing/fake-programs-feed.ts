import type { FeedState, ProgramsFeedListeners } from '../api/programs-feed.ts';

let listeners: ProgramsFeedListeners | null = null;

/** The concierge's stream as a test drives it: it says what state it is in and sends events. */
export const livePrograms = {
  reset: () => {
    listeners = null;
  },
  setState: (state: FeedState) => listeners?.onState(state),
  emit: () => listeners?.onEvent(),
};

export function openProgramsFeed(opened: ProgramsFeedListeners): () => void {
  listeners = opened;
  opened.onState('connecting');
  return () => {
    if (listeners === opened) listeners = null;
  };
}
