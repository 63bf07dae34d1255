import { useEffect, useState } from 'react';
import { openDeskFeed, type FeedState } from './desk-feed.ts';
import { refreshFrontDesk } from './front-desk-queries.ts';

/** While a front desk screen is open: every change of a reservation reads the desk's data again. */
export function useDeskFeed(): FeedState {
  const [state, setState] = useState<FeedState>('connecting');
  useEffect(() => {
    let wasDown = false;
    return openDeskFeed({
      onState: (next) => {
        // Events sent while the stream was down are not replayed: read everything again.
        if (next === 'live' && wasDown) void refreshFrontDesk();
        wasDown = next === 'reconnecting';
        setState(next);
      },
      onEvent: () => void refreshFrontDesk(),
    });
  }, []);
  return state;
}
