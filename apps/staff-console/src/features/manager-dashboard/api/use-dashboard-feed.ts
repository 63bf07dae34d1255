import { useEffect, useState } from 'react';
import { openDashboardFeed, type FeedState } from './dashboard-feed.ts';
import { refreshDashboard } from './dashboard-queries.ts';

/** While the dashboard is open: every change at the hotel reads its figures again. */
export function useDashboardFeed(): FeedState {
  const [state, setState] = useState<FeedState>('connecting');
  useEffect(() => {
    let wasDown = false;
    return openDashboardFeed({
      onState: (next) => {
        // Events sent while the stream was down are not replayed: read everything again.
        if (next === 'live' && wasDown) void refreshDashboard();
        wasDown = next === 'reconnecting';
        setState(next);
      },
      onEvent: () => void refreshDashboard(),
    });
  }, []);
  return state;
}
