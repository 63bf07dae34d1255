import type { DashboardFeedListeners, FeedState } from '../api/dashboard-feed.ts';

let listeners: DashboardFeedListeners | null = null;

/** The dashboard's stream as a test drives it: it says what state it is in and sends events. */
export const liveDashboard = {
  reset: () => {
    listeners = null;
  },
  setState: (state: FeedState) => listeners?.onState(state),
  emit: () => listeners?.onEvent(),
};

export function openDashboardFeed(opened: DashboardFeedListeners): () => void {
  listeners = opened;
  opened.onState('connecting');
  return () => {
    if (listeners === opened) listeners = null;
  };
}
