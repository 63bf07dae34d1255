import { useEffect } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { GuestEventType } from '@portal/api-client/contract/events';
import { whenIdle } from '@portal/ui/when-idle';
import { tenant } from '../config/tenant.ts';
import { isSignedIn } from './guest-session.ts';
import { queryClient } from './query-client.ts';
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

// The contract's HOTEL_KEY_HEADER, spelt here: its module loads zod, which waits for the first call.
const HOTEL_KEY_HEADER = 'x-hotel-key';
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

export interface LiveUpdatesOptions {
  url: string;
  hotelKey: string;
  isSignedIn: () => boolean;
  /** The query cache (TanStack Query's client). */
  cache: { invalidateQueries(filters: { queryKey: QueryKey }): Promise<unknown> };
}

function invalidate(cache: LiveUpdatesOptions['cache'], keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void cache.invalidateQueries({ queryKey });
}

/**
 * Listens to the guest's events (`GET /api/events`) and marks what they touch stale, so the open
 * screen refetches it. The stream is read by `eventsource` over fetch, not the browser's
 * EventSource, to send the hotel key in a header (never in the URL, which reaches logs). A dropped
 * stream is opened again after 1 s, 2 s, 4 s … at most 30 s; on coming back everything an event
 * could have touched is refetched, since events sent meanwhile are not replayed. A refused
 * session (401) ends it: the next call of the screen tells the guest. Answers `close`.
 */
export function openLiveUpdates({ url, hotelKey, isSignedIn, cache }: LiveUpdatesOptions) {
  let closed = false;
  let source: { close(): void } | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;
  // Events sent while the stream was down are not replayed: what they could touch is refetched.
  let missedEvents = false;

  async function connect() {
    if (closed || !isSignedIn()) return;
    const { EventSource } = await import('eventsource');
    if (closed) return;
    const stream = new EventSource(url, {
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          // A stream that stays open is never what a screen waits for: the screen's own calls go
          // first, and a page-load measurement (Lighthouse) does not take it for a pending one.
          priority: 'low',
          // The session is its HttpOnly cookie, sent by the browser, also to an API on another origin.
          credentials: 'include',
          headers: { ...init.headers, [HOTEL_KEY_HEADER]: hotelKey },
        }),
    });
    source = stream;
    stream.addEventListener('ready', () => {
      delay = FIRST_RETRY_MS;
      if (missedEvents) invalidate(cache, Object.values(TOUCHED_BY).flat());
      missedEvents = false;
    });
    for (const [type, keys] of Object.entries(TOUCHED_BY)) {
      stream.addEventListener(type, () => invalidate(cache, keys));
    }
    stream.addEventListener('error', (event) => {
      // Reconnect on our own terms (backoff), not the library's fixed delay.
      stream.close();
      missedEvents = true;
      if (closed || event.code === 401 || event.code === 403) return;
      retry = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    });
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}

/** Runs `open` once the page has loaded and the phone is idle; answers how to cancel it. */
function whenSettled(open: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(open);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

/**
 * One subscription while a guest is signed in; closed when the signed-in screens unmount (sign-out).
 * The stream opens once the first screen has loaded, so its code and connection wait for the screen's.
 */
export function useLiveUpdates(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return undefined;
    let close: (() => void) | undefined;
    const cancel = whenSettled(() => {
      close = openLiveUpdates({
        url: `${tenant.apiBaseUrl}/events`,
        hotelKey: tenant.hotelKey,
        isSignedIn,
        cache: queryClient,
      });
    });
    return () => {
      cancel();
      close?.();
    };
  }, [signedIn]);
}
