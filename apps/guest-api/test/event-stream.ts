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
          if (event && data) deliver({ event, data: JSON.parse(data) as Record<string, unknown> });
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
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (done) return Promise.resolve(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          const index = waiting.indexOf(waiter);
          if (index >= 0) waiting.splice(index, 1);
          resolve(null);
        }, timeoutMs);
        const waiter = (event: StreamEvent | null) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(waiter);
      });
    },
    ended,
    close: () => abort.abort(),
  };
}
