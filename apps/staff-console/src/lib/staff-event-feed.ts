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

/**
 * Listens to the hotel's staff events (`GET /api/staff/events`, the staff cookie goes with it,
 * being same-origin). The browser's EventSource sends no hotel key header, so the stream is read
 * by `eventsource` over fetch. A dropped stream is opened again after 1 s, 2 s, 4 s … at most
 * 30 s; `ready` (on every connection) says live, and the screen reads everything again then,
 * since events sent meanwhile are not replayed. A refused session (the stream ends when it does,
 * e.g. the account disabled, then opens to 401) is the session's end: sign in again, told why.
 * Answers `close`.
 */
export function openStaffEventFeed<E>({
  types,
  onEvent,
  onState,
}: StaffEventFeedOptions<E>): () => void {
  let closed = false;
  let source: { close(): void } | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;

  async function connect() {
    const { EventSource } = await import('eventsource');
    if (closed) return;
    const stream = new EventSource(STAFF_EVENTS_URL, {
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          credentials: 'same-origin',
          headers: { ...init.headers, [HOTEL_KEY_HEADER]: tenant.hotelKey },
        }),
    });
    source = stream;
    stream.addEventListener('ready', () => {
      delay = FIRST_RETRY_MS;
      onState('live');
    });
    for (const type of types) {
      stream.addEventListener(type, (message) => {
        const event = parse<E>(message.data);
        if (event) onEvent(event);
      });
    }
    stream.addEventListener('error', (failure) => {
      // Reconnect on our own terms (backoff), not the library's fixed delay.
      stream.close();
      if (closed || failure.code === 403) return;
      if (failure.code === 401) {
        endSession();
        return;
      }
      onState('reconnecting');
      retry = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    });
  }

  onState('connecting');
  void connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}
