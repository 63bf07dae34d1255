import { isDeepStrictEqual } from 'node:util';
import { GuestEvent, StaffEvent } from '@portal/api-client/contract/events';
import { API_ROOT, GUEST_EVENTS_PATH, STAFF_EVENTS_PATH } from '@portal/api-client/wire/api-paths';

/** A test's reader of a server-sent event stream. */
export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface OpenStream {
  status: number;
  contentType: string;
  /** Comment lines received so far (the server's heartbeats). */
  comments(): number;
  /** The next event, or null when none comes within the time (or the stream ended). */
  next(timeoutMs?: number): Promise<StreamEvent | null>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

const CONTRACT_OF: Record<string, typeof GuestEvent | typeof StaffEvent> = {
  [`${API_ROOT}${GUEST_EVENTS_PATH}`]: GuestEvent,
  [`${API_ROOT}${STAFF_EVENTS_PATH}`]: StaffEvent,
};

/**
 * Every event a stream sends but `ready` is one of the contract's for that stream, named by its
 * type, with no field the contract does not give (a guest is never told more than it may read).
 */
function breachOfContract(url: string, event: string, data: Record<string, unknown>) {
  const schema = CONTRACT_OF[new URL(url).pathname];
  if (!schema || event === 'ready') return undefined;
  const parsed = schema.safeParse(data);
  if (!parsed.success) return new Error(`${event} breaks the contract: ${parsed.error.message}`);
  if (!isDeepStrictEqual(parsed.data, data) || data.type !== event)
    return new Error(`${event} sends ${JSON.stringify(data)}, not the contract's event`);
  return undefined;
}

export async function openStream(
  url: string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const queue: StreamEvent[] = [];
  let breach: Error | undefined;
  const waiting: ((event: StreamEvent | null) => void)[] = [];
  let buffer = '';
  let done = false;
  let comments = 0;
  const deliver = (event: StreamEvent | null) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else if (event) queue.push(event);
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          comments += lines.filter((line) => line.startsWith(':')).length;
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event && data) {
            const parsed = JSON.parse(data) as Record<string, unknown>;
            breach ??= breachOfContract(url, event, parsed);
            deliver({ event, data: parsed });
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
    done = true;
    while (waiting.length > 0) deliver(null);
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    comments: () => comments,
    next(timeoutMs = 2000) {
      if (breach) return Promise.reject(breach);
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (done) return Promise.resolve(null);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiting.indexOf(waiter);
          if (index >= 0) waiting.splice(index, 1);
          resolve(null);
        }, timeoutMs);
        const waiter = (event: StreamEvent | null) => {
          clearTimeout(timer);
          if (breach) reject(breach);
          else resolve(event);
        };
        waiting.push(waiter);
      });
    },
    ended,
    close: () => abort.abort(),
  };
}
