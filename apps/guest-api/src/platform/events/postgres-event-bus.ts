import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { EventBus, HotelEvent } from './event-bus.ts';
import { createInProcessEventBus } from './in-process-event-bus.ts';

const CHANNEL = 'hotel_events';
const RECONNECT_MS = 1_000;

export interface ClosableEventBus extends EventBus {
  close(): Promise<void>;
}

/**
 * Several API instances on one PostgreSQL: an event is told at once to this instance's listeners,
 * and through NOTIFY to every other instance, whose LISTEN connection tells theirs. Each instance
 * tags what it sends so it does not tell its own listeners twice. A NOTIFY is delivered only while
 * the LISTEN connection is up; after a reconnect the streams' own periodic checks (sessions,
 * order states re-read on the next call) cover what was missed.
 */
export async function createPostgresEventBus(
  connectionString: string,
  onError: (error: unknown) => void,
): Promise<ClosableEventBus> {
  const instance = randomUUID();
  const local = createInProcessEventBus(onError);
  const sender = new pg.Pool({ connectionString, max: 2 });
  sender.on('error', onError);
  let listener: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { from, event } = JSON.parse(message.payload) as { from: string; event: HotelEvent };
        if (from !== instance) local.publish(event);
      } catch (error) {
        onError(error);
      }
    });
    client.on('error', (error) => {
      onError(error);
      reconnect(client);
    });
    client.on('end', () => reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }

  function reconnect(client: pg.Client): void {
    if (closed || listener !== client) return;
    listener = null;
    void client.end().catch(() => {});
    setTimeout(() => {
      if (!closed) listen().catch(onError);
    }, RECONNECT_MS).unref();
  }

  await listen();
  return {
    publish(event) {
      local.publish(event);
      sender
        .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: instance, event })])
        .catch(onError);
    },
    subscribe: (filter, listenerFn) => local.subscribe(filter, listenerFn),
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      await client?.end();
      await sender.end();
    },
  };
}
