import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import type { EventOfTypes } from '@portal/api-client/wire/live-events';

/** What a live screen tells its reader of the stream: opening, live, or down and trying again. */
export type FeedState = 'connecting' | 'live' | 'reconnecting';

/** The events of one stream, told apart by `type`. */
interface LiveEvent {
  type: string;
}

/** One listener of the stream: the event types it wants, and what it is told. */
export interface FeedSubscriber<E extends LiveEvent, T extends E['type']> {
  types: readonly T[];
  onEvent: (event: EventOfTypes<E, T>) => void;
  onState: (state: FeedState) => void;
}

export interface LiveFeedOptions<E extends LiveEvent> {
  /** The stream's address (the tenant's API root and a path of `wire/api-paths.ts`). */
  url: string;
  hotelKey: string;
  /**
   * Whether there is a session to stream for (the session itself is the page's cookie, which the
   * browser sends); without one nothing is opened. Asked on each connection.
   */
  hasSession?: () => boolean;
  /** Whether the session's cookie goes with the stream: `include` for an API on another origin. */
  credentials?: RequestCredentials;
  /** Tells an event of this stream by its `type` (`wire/live-events.ts`): no schema in the bundle. */
  isEvent: (value: unknown) => value is E;
  /** The API refused the session (401): the stream is not opened again. */
  onSessionRefused?: () => void;
}

export interface LiveFeed<E extends LiveEvent> {
  /** Joins the stream (opening it for the first listener); answers how to leave (closing it with the last). */
  subscribe<T extends E['type']>(subscriber: FeedSubscriber<E, T>): () => void;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** The `eventsource` package's stream as the feed uses it. */
interface EventSourceLike {
  addEventListener(
    type: string,
    listener: (message: { data?: string; code?: number }) => void,
  ): void;
  close(): void;
}

interface Listener<E extends LiveEvent> {
  types: readonly string[];
  /** Hands the listener an event of its types; others it ignores. */
  deliver: (event: E) => void;
  onState: (state: FeedState) => void;
}

function parse(data: string | undefined): unknown {
  if (data === undefined) return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

function isOfTypes<E extends LiveEvent, T extends E['type']>(
  event: E,
  types: readonly T[],
): event is EventOfTypes<E, T> {
  return (types as readonly string[]).includes(event.type);
}

/**
 * One stream of the API's live events (`GET /api/events` for the guest, `/api/staff/events` for
 * the staff), shared by every listener of the page: the API counts a session's streams, so a page
 * never holds two. The browser's EventSource sends no headers (the hotel key, a bearer token), so
 * the stream is read by `eventsource` over fetch, loaded with the first listener. A dropped stream
 * is opened again after 1 s, 2 s, 4 s … at most 30 s, telling `reconnecting`; `ready` (the API's
 * first event on every connection) tells `live`, and a listener reads everything again then, since
 * events sent meanwhile are not replayed. A refused session (401, 403) is not retried.
 */
export function createLiveFeed<E extends LiveEvent>(options: LiveFeedOptions<E>): LiveFeed<E> {
  const listeners = new Set<Listener<E>>();
  let source: EventSourceLike | undefined;
  /** Event types with a listener on the current source. */
  let listened = new Set<string>();
  let state: FeedState = 'connecting';
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;
  /** Bumped when the last listener leaves: a connection begun before then is dropped. */
  let generation = 0;

  function tell(next: FeedState) {
    state = next;
    for (const listener of listeners) listener.onState(next);
  }

  function listen(stream: EventSourceLike, type: string) {
    if (listened.has(type)) return;
    listened.add(type);
    stream.addEventListener(type, (message) => {
      const event = parse(message.data);
      if (!options.isEvent(event)) return;
      for (const listener of listeners) listener.deliver(event);
    });
  }

  async function connect(opened: number) {
    if (options.hasSession && !options.hasSession()) return;
    const { EventSource } = await import('eventsource');
    if (opened !== generation || listeners.size === 0) return;
    const stream: EventSourceLike = new EventSource(options.url, {
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          credentials: options.credentials ?? 'same-origin',
          // A stream that stays open is never what a screen waits for: the screen's own calls go
          // first, and a page-load measurement (Lighthouse) does not take it for a pending one.
          priority: 'low',
          headers: { ...init.headers, [HOTEL_KEY_HEADER]: options.hotelKey },
        }),
    });
    source = stream;
    listened = new Set();
    stream.addEventListener('ready', () => {
      delay = FIRST_RETRY_MS;
      tell('live');
    });
    for (const listener of listeners) for (const type of listener.types) listen(stream, type);
    stream.addEventListener('error', (failure) => {
      // Reconnect on our own terms (backoff), not the library's fixed delay.
      stream.close();
      if (source !== stream) return;
      source = undefined;
      if (opened !== generation || failure.code === 403) return;
      if (failure.code === 401) {
        options.onSessionRefused?.();
        return;
      }
      tell('reconnecting');
      retry = setTimeout(() => void connect(opened), delay);
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    });
  }

  return {
    subscribe(subscriber) {
      const { types, onState } = subscriber;
      const listener: Listener<E> = {
        types,
        onState,
        deliver: (event) => {
          if (isOfTypes(event, types)) subscriber.onEvent(event);
        },
      };
      const first = listeners.size === 0;
      listeners.add(listener);
      if (first) {
        delay = FIRST_RETRY_MS;
        tell('connecting');
        void connect(generation);
      } else {
        onState(state);
        if (source) for (const type of types) listen(source, type);
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        generation += 1;
        clearTimeout(retry);
        source?.close();
        source = undefined;
      };
    },
  };
}
