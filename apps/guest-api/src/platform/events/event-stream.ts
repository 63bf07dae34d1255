import type { FastifyReply } from 'fastify';
import type {
  EventBus,
  EventFilter,
  EventOf,
  HotelEvent,
  HotelEventType,
  WireEvent,
} from './event-bus.ts';
import type { StreamPlace } from './stream-places.ts';

export interface EventStreamOptions<T extends HotelEventType> {
  bus: EventBus;
  filter: EventFilter & { types: readonly T[] };
  /** What the client is told of an event: the contract's event, never more than it may read. */
  toWire: (event: EventOf<T>) => WireEvent;
  /** False once the session behind the stream has ended (signed out, expired, disabled). */
  isLive: () => boolean | Promise<boolean>;
  /** How often the session is checked between events. */
  sessionCheckMs: number;
  /** The stream's place among the instance's open streams, given back when its connection closes. */
  place: StreamPlace;
}

/** The bus hands a listener only the types of its filter: this says so to the compiler. */
function isOfTypes<T extends HotelEventType>(
  event: HotelEvent,
  types: readonly T[],
): event is EventOf<T> {
  return (types as readonly HotelEventType[]).includes(event.type);
}

/**
 * Streams a hotel's events to one signed-in client until its session ends or it goes away. The
 * first event, `ready`, tells the client it is (again) connected: it reloads what it shows then,
 * since events published while it was away are not replayed.
 */
export async function streamEvents<T extends HotelEventType>(
  reply: FastifyReply,
  options: EventStreamOptions<T>,
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
    if (!isOfTypes(event, filter.types)) return;
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
  place.endWith(close);
  await reply.sse.send({ event: 'ready', data: {} });
}
