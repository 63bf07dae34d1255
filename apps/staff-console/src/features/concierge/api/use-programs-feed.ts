import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { conciergeKeys } from './concierge-keys.ts';
import { openProgramsFeed, type FeedState } from './programs-feed.ts';

/** While the programs screen is open: every reservation made, marked or cancelled reads the sessions again. */
export function useProgramsFeed(): FeedState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FeedState>('connecting');
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: conciergeKeys.programs });
    let wasDown = false;
    return openProgramsFeed({
      onState: (next) => {
        // Events sent while the stream was down are not replayed: read the sessions again.
        if (next === 'live' && wasDown) refresh();
        wasDown = next === 'reconnecting';
        setState(next);
      },
      onEvent: refresh,
    });
  }, [queryClient]);
  return state;
}
