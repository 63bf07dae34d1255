import type { FastifyReply } from 'fastify';
import type { EventBus, EventFilter, HotelEvent } from './event-bus.ts';
import type { StreamPlace } from './stream-places.ts';

export interface EventStreamOptions {
  bus: EventBus;
  filter: EventFilter;
  /** What the client is told of an event: never more than it may read. */
  toWire: (event: HotelEvent) => Record<string, unknown>;
  /** False once the session behind the stream has ended (signed out, expired, disabled). */
  isLive: () => boolean | Promise<boolean>;
  /** How often the session is checked between events. */
  sessionCheckMs: number;
  /** The stream's place among the instance's open streams, given back when its connection closes. */
  place: StreamPlace;
}

/**
 * Streams a hotel's events to one signed-in client until its session ends or it goes away. The
 * first event, `ready`, tells the client it is (again) connected: it reloads what it shows then,
 * since events published while it was away are not replayed.
 */
export async function streamEvents(
  reply: FastifyReply,
  options: EventStreamOptions,
): Promise<void> {
  const { bus, filter, toWire, isLive, sessionCheckMs, place } = options;
  reply.raw.once('close', () => place.release());
  // A client gone while its session was being read has no close left to come.
  if (reply.raw.socket?.destroyed !== false) place.release();
  reply.sse.keepAlive();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearInterval(sessionCheck);
    reply.sse.close();
  };
  // Events go out one after another, each after its session check, so none overtakes another.
  let sending = Promise.resolve();
  const unsubscribe = bus.subscribe(filter, (event) => {
    sending = sending
      .then(async () => {
        if (closed) return;
        if (!(await isLive())) close();
        else await reply.sse.send({ event: event.type, data: toWire(event) });
      })
      .catch(close);
  });
  const sessionCheck = setInterval(() => {
    Promise.resolve(isLive()).then((live) => {
      if (!live) close();
    }, close);
  }, sessionCheckMs);
  sessionCheck.unref();
  reply.sse.onClose(close);
  await reply.sse.send({ event: 'ready', data: {} });
}
