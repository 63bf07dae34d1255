import { useEffect, useState } from 'react';
import { playChime } from '../../../lib/chime.ts';
import { useKitchenSoundSwitch } from '../lib/kitchen-sound-switch.ts';
import { openBoardFeed, type FeedState } from './board-feed.ts';
import { refreshKitchenBoard } from './kitchen-queries.ts';

/** While the board is open: every order event reads it again, a new order sounds if switched on. */
export function useBoardFeed(): FeedState {
  const [state, setState] = useState<FeedState>('connecting');
  useEffect(() => {
    let wasDown = false;
    return openBoardFeed({
      onState: (next) => {
        // Events sent while the stream was down are not replayed: read the whole board again.
        if (next === 'live' && wasDown) void refreshKitchenBoard();
        wasDown = next === 'reconnecting';
        setState(next);
      },
      onEvent: (event) => {
        if (event.type === 'order.placed' && useKitchenSoundSwitch.getState().soundOn) playChime();
        void refreshKitchenBoard();
      },
    });
  }, []);
  return state;
}
