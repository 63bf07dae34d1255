import type { QueryKey } from '@tanstack/react-query';
import { createLiveFeed } from '@portal/web-platform/live-feed';
import {
  GUEST_EVENT_TYPES,
  isGuestEvent,
  type GuestEventType,
} from '@portal/api-client/wire/live-events';
import { queryKeys } from './query-keys.ts';

/** What each event of the guest's stream makes stale on the open screens (every type: the Record says so). */
const TOUCHED_BY: Record<GuestEventType, readonly QueryKey[]> = {
  'order.placed': [queryKeys.orders, queryKeys.bill],
  'order.updated': [queryKeys.orders, queryKeys.bill],
  'reservation.updated': [queryKeys.reservation, queryKeys.profile],
  'check-in.updated': [queryKeys.checkIn, queryKeys.reservation, queryKeys.profile],
  'check-out.updated': [queryKeys.reservation, queryKeys.profile],
  'menu.changed': [queryKeys.menu, queryKeys.menuItems],
  'program.updated': [queryKeys.programs],
  'conversation.updated': [queryKeys.conversation],
};

export interface GuestEventFeedOptions {
  url: string;
  hotelKey: string;
  /** Whether a guest is signed in: the session itself is an HttpOnly cookie the browser sends. */
  isSignedIn: () => boolean;
  /** The query cache (TanStack Query's client). */
  cache: { invalidateQueries(filters: { queryKey: QueryKey }): Promise<unknown> };
}

function invalidate(cache: GuestEventFeedOptions['cache'], keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void cache.invalidateQueries({ queryKey });
}

/**
 * Listens to the guest's events (`GET /api/events`) through the shared live feed
 * (`@portal/web-platform/live-feed`: backoff, the hotel key in a header, the session's cookie) and marks what they touch stale, so the open screen refetches it. Back from a drop, it
 * refetches everything an event could have touched, since events sent meanwhile are not replayed.
 * A refused session (401) ends it: the next call of the screen tells the guest. Answers `close`.
 */
export function openLiveUpdates({
  url,
  hotelKey,
  isSignedIn,
  cache,
}: GuestEventFeedOptions): () => void {
  let missedEvents = false;
  const feed = createLiveFeed({
    url,
    hotelKey,
    hasSession: isSignedIn,
    // The session is its HttpOnly cookie, sent by the browser, also to an API on another origin.
    credentials: 'include',
    isEvent: isGuestEvent,
  });
  return feed.subscribe({
    types: GUEST_EVENT_TYPES,
    onEvent: (event) => invalidate(cache, TOUCHED_BY[event.type]),
    onState: (state) => {
      if (state === 'reconnecting') missedEvents = true;
      if (state !== 'live' || !missedEvents) return;
      missedEvents = false;
      invalidate(cache, Object.values(TOUCHED_BY).flat());
    },
  });
}
