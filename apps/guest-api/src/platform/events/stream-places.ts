import type { StreamLimits } from '../../config/stream-limits.ts';
import { HttpError } from '../http/http-error.ts';

/** Seconds a refused client is asked to wait before opening its stream again. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export interface StreamPlace {
  release(): void;
  /** How its stream is ended when the instance stops (`endAll`). */
  endWith(end: () => void): void;
}

function add(counts: Map<string, number>, key: string, by: number): void {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}

/**
 * The open event streams of this instance. A stream holds a connection (and a socket) for as long
 * as it lives, so each session, each client address and the instance get only a few: a signed-in
 * client opening thousands cannot take every connection, and the health checks and ordinary calls
 * keep theirs.
 */
export function createStreamPlaces(limits: StreamLimits) {
  const bySession = new Map<string, number>();
  const byClient = new Map<string, number>();
  let total = 0;
  const ends = new Set<() => void>();
  const refuse = (message: string) =>
    new HttpError('TOO_MANY_ATTEMPTS', message, { retryAfterSeconds: STREAM_RETRY_AFTER_SECONDS });
  return {
    /** A place for one more stream of this session and address, or a 429 refusal. */
    take(session: string, client: string): StreamPlace {
      if ((bySession.get(session) ?? 0) >= limits.perSession)
        throw refuse('Too many live updates are open for this session; close one and try again');
      if ((byClient.get(client) ?? 0) >= limits.perClient)
        throw refuse('Too many live updates are open from this address; try again later');
      if (total >= limits.total)
        throw refuse('The hotel is sending many live updates right now; try again later');
      add(bySession, session, 1);
      add(byClient, client, 1);
      total += 1;
      let released = false;
      let end: (() => void) | undefined;
      return {
        release() {
          if (released) return;
          released = true;
          if (end) ends.delete(end);
          add(bySession, session, -1);
          add(byClient, client, -1);
          total -= 1;
        },
        endWith(ending) {
          if (released) return;
          end = ending;
          ends.add(ending);
        },
      };
    },
    /**
     * Ends every open stream: a stream is a request that never finishes, and a stopping instance
     * waits for its requests (its clients reconnect, to another instance or to this one restarted).
     */
    endAll() {
      for (const end of [...ends]) end();
    },
    /** Streams open now (for tests and metrics). */
    open: () => total,
  };
}

export type StreamPlaces = ReturnType<typeof createStreamPlaces>;
