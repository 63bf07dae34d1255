import { useEffect, useState } from 'react';
import { openInboxFeed, type FeedState } from './inbox-feed.ts';

const ignore = () => undefined;

/** Whether the inbox updates on its own right now (the shell's `InboxWatch` reads it again). */
export function useInboxFeedState(): FeedState {
  const [state, setState] = useState<FeedState>('connecting');
  useEffect(() => openInboxFeed({ onEvent: ignore, onState: setState }), []);
  return state;
}
