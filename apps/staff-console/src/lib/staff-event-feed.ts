import { tenant } from '../config/tenant.ts';
import { endSession } from './session-ended.ts';

/** What a live screen tells the staff member of its stream: opening, live, or down and trying again. */
export type FeedState = 'connecting' | 'live' | 'reconnecting';

export interface StaffEventFeedOptions<E> {
  /** The event types the screen listens to (the API sends only those the role may see). */
  types: readonly string[];
  onEvent: (event: E) => void;
  onState: (state: FeedState) => void;
}

// The contract's STAFF_EVENTS_PATH and HOTEL_KEY_HEADER, spelt here: their modules load zod.
const STAFF_EVENTS_URL = `${tenant.apiBaseUrl}/staff/events`;
const HOTEL_KEY_HEADER = 'x-hotel-key';
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

function parse<E>(data: string): E | null {
  try {
    return JSON.parse(data) as E;
  } catch {
    return null;
  }
}

/** One screen's part of the stream: the types it listens to, its listeners. */
interface Subscriber {
  types: readonly string[];
  deliver: (data: string) => void;
  onState: (state: FeedState) => void;
}

/** The `eventsource` package's stream as the feed uses it. */
interface EventSourceLike {
  addEventListener(
    type: string,
    listener: (message: { data?: string; code?: number }) => void,
  ): void;
  close(): void;
}

/**
 * The tab's one stream, shared by every screen part that listens (the shell's session watch, a live
 * screen, the manager's figures): the API counts a session's streams, so a desk with several tabs
 * open must not hold two per tab.
 */
interface SharedFeed {
  subscribers: Set<Subscriber>;
  source: EventSourceLike | undefined;
  /** Event types with a listener on the current source. */
  listened: Set<string>;
  state: FeedState;
  retry: ReturnType<typeof setTimeout> | undefined;
  delay: number;
  /** Bumped when the last subscriber leaves: a connection begun before then is dropped. */
  generation: number;
}

const feed: SharedFeed = {
  subscribers: new Set(),
  source: undefined,
  listened: new Set(),
  state: 'connecting',
  retry: undefined,
  delay: FIRST_RETRY_MS,
  generation: 0,
};

function tell(state: FeedState) {
  feed.state = state;
  for (const subscriber of feed.subscribers) subscriber.onState(state);
}

function listen(stream: EventSourceLike, type: string) {
  if (feed.listened.has(type)) return;
  feed.listened.add(type);
  stream.addEventListener(type, (message) => {
    for (const subscriber of feed.subscribers)
      if (subscriber.types.includes(type) && message.data !== undefined)
        subscriber.deliver(message.data);
  });
}

async function connect(generation: number) {
  const { EventSource } = await import('eventsource');
  if (generation !== feed.generation || feed.subscribers.size === 0) return;
  const stream: EventSourceLike = new EventSource(STAFF_EVENTS_URL, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        credentials: 'same-origin',
        headers: { ...init.headers, [HOTEL_KEY_HEADER]: tenant.hotelKey },
      }),
  });
  feed.source = stream;
  feed.listened = new Set();
  stream.addEventListener('ready', () => {
    feed.delay = FIRST_RETRY_MS;
    tell('live');
  });
  for (const subscriber of feed.subscribers)
    for (const type of subscriber.types) listen(stream, type);
  stream.addEventListener('error', (failure) => {
    // Reconnect on our own terms (backoff), not the library's fixed delay.
    stream.close();
    if (feed.source !== stream) return;
    feed.source = undefined;
    if (generation !== feed.generation || failure.code === 403) return;
    if (failure.code === 401) {
      endSession();
      return;
    }
    tell('reconnecting');
    feed.retry = setTimeout(() => void connect(generation), feed.delay);
    feed.delay = Math.min(feed.delay * 2, LAST_RETRY_MS);
  });
}

/**
 * Listens to the hotel's staff events (`GET /api/staff/events`, the staff cookie goes with it,
 * being same-origin), over the tab's one stream. The browser's EventSource sends no hotel key
 * header, so the stream is read by `eventsource` over fetch. A dropped stream is opened again
 * after 1 s, 2 s, 4 s … at most 30 s; `ready` (on every connection) says live, and the screen
 * reads everything again then, since events sent meanwhile are not replayed. A refused session
 * (the stream ends when it does, e.g. the account disabled, then opens to 401) is the session's
 * end: sign in again, told why. The stream closes when its last listener does. Answers `close`.
 */
export function openStaffEventFeed<E>({
  types,
  onEvent,
  onState,
}: StaffEventFeedOptions<E>): () => void {
  const subscriber: Subscriber = {
    types,
    onState,
    deliver: (data) => {
      const event = parse<E>(data);
      if (event) onEvent(event);
    },
  };
  const first = feed.subscribers.size === 0;
  feed.subscribers.add(subscriber);
  if (first) {
    feed.delay = FIRST_RETRY_MS;
    tell('connecting');
    void connect(feed.generation);
  } else {
    onState(feed.state);
    const stream = feed.source;
    if (stream) for (const type of types) listen(stream, type);
  }
  return () => {
    if (!feed.subscribers.delete(subscriber) || feed.subscribers.size > 0) return;
    feed.generation += 1;
    clearTimeout(feed.retry);
    feed.source?.close();
    feed.source = undefined;
  };
}
