import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createLiveFeed, type FeedState } from './live-feed.ts';
import type { StaffEvent } from '@portal/api-client/contract/events';
import type { StaffOrderEvent } from '@portal/api-client/staff-contract/kitchen';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { isStaffEvent, type EventOfTypes } from '@portal/api-client/wire/live-events';

/** The stream's code is loaded with the first listener: on a loaded machine, more than Vitest's 1 s. */
const STREAM_OPENED = { timeout: 10_000 };

type Message = { data?: string; code?: number };
type Listener = (message: Message) => void;
type FetchInit = { headers: Record<string, string> };

/** Stands in for the `eventsource` package: the test plays the API's side of the stream. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, Listener[]>();
  closed = false;
  readonly url: string;
  readonly init: { fetch: (input: string, init: FetchInit) => Promise<Response> };
  constructor(url: FakeEventSource['url'], init: FakeEventSource['init']) {
    this.url = url;
    this.init = init;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  fire(type: string, message: Message = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
}

vi.mock('eventsource', () => ({ EventSource: FakeEventSource }));

function latest(): FakeEventSource {
  const stream = FakeEventSource.opened.at(-1);
  if (!stream) throw new Error('No stream was opened');
  return stream;
}

const URL = '/api/staff/events';

function staffFeed(onSessionRefused = vi.fn()) {
  return createLiveFeed({ url: URL, hotelKey: '10', isEvent: isStaffEvent, onSessionRefused });
}

/** A listener that writes down its states and events. */
function recorder<T extends StaffEvent['type']>(types: readonly T[]) {
  const states: FeedState[] = [];
  const events: StaffEvent[] = [];
  return {
    states,
    events,
    subscriber: {
      types,
      onState: (state: FeedState) => states.push(state),
      onEvent: (event: EventOfTypes<StaffEvent, T>) => events.push(event),
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live feed', () => {
  it('says connecting, then live on ready, reconnecting when dropped, live once back', async () => {
    const desk = recorder(['reservation.updated']);
    const close = staffFeed().subscribe(desk.subscriber);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), STREAM_OPENED);
    expect(desk.states).toEqual(['connecting']);
    latest().fire('ready');
    latest().fire('error');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), STREAM_OPENED);
    latest().fire('ready');
    expect(desk.states).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    close();
  });

  it('opens a dropped stream again after 1 s, 2 s, 4 s … at most 30 s, and from 1 s once live', async () => {
    const close = staffFeed().subscribe(recorder([]).subscriber);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), STREAM_OPENED);
    for (const wait of [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) {
      const before = FakeEventSource.opened.length;
      latest().fire('error');
      expect(latest().closed).toBe(true);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeEventSource.opened).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(
        () => expect(FakeEventSource.opened).toHaveLength(before + 1),
        STREAM_OPENED,
      );
    }
    latest().fire('ready');
    latest().fire('error');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(9), STREAM_OPENED);
    close();
  });

  it('is not opened again for a refused session: 401 tells the app, 403 (no events for the role) does not', async () => {
    const refused = vi.fn();
    const close = staffFeed(refused).subscribe(recorder([]).subscriber);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), STREAM_OPENED);
    latest().fire('error', { code: 401 });
    expect(refused).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    close();

    const closeAgain = staffFeed(refused).subscribe(recorder([]).subscriber);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), STREAM_OPENED);
    latest().fire('error', { code: 403 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(refused).toHaveBeenCalledTimes(1);
    closeAgain();
  });

  it('is one stream for every listener, each told only its own types, closed with the last', async () => {
    const feed = staffFeed();
    const shell = recorder([]);
    const kitchen = recorder(['order.placed', 'order.updated']);
    const closeShell = feed.subscribe(shell.subscriber);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), STREAM_OPENED);
    latest().fire('ready');

    const closeKitchen = feed.subscribe(kitchen.subscriber);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(kitchen.states).toEqual(['live']);
    const placed = { type: 'order.placed', orderId: 7, status: 'Received', roomNumber: '204' };
    latest().fire('order.placed', { data: JSON.stringify(placed) });
    expect(kitchen.events).toEqual([placed]);
    expect(shell.events).toEqual([]);

    closeKitchen();
    expect(latest().closed).toBe(false);
    closeShell();
    expect(latest().closed).toBe(true);
  });

  it('hands on only what is an event of the stream (by its type), never a broken message', async () => {
    const kitchen = recorder(['order.updated']);
    const close = staffFeed().subscribe(kitchen.subscriber);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), STREAM_OPENED);
    latest().fire('order.updated', { data: '{not json' });
    latest().fire('order.updated', { data: JSON.stringify({ type: 'menu.changed' }) });
    latest().fire('order.updated', { data: JSON.stringify(['order.updated']) });
    latest().fire('order.updated');
    expect(kitchen.events).toEqual([]);
    close();
  });

  it('sends the hotel key with the session cookie, asks for a session on each connection, and opens nothing without one', async () => {
    let token: string | null = 'token-1';
    const hasSession = () => token !== null;
    const feed = createLiveFeed({
      url: '/api/events',
      hotelKey: '20',
      isEvent: isStaffEvent,
      hasSession,
    });
    const close = feed.subscribe(recorder([]).subscriber);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), STREAM_OPENED);
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(''));
    await latest().init.fetch('/api/events', { headers: { accept: 'text/event-stream' } });
    expect(latest().url).toBe('/api/events');
    expect(fetched).toHaveBeenCalledWith('/api/events', {
      credentials: 'same-origin',
      priority: 'low',
      headers: { accept: 'text/event-stream', [HOTEL_KEY_HEADER]: '20' },
    });
    fetched.mockRestore();

    token = null;
    latest().fire('error');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    close();
  });

  it('types each listener by the events it asked for', () => {
    const feed = staffFeed();
    expectTypeOf(feed.subscribe<'order.placed'>)
      .parameter(0)
      .toHaveProperty('onEvent')
      .parameter(0)
      .toEqualTypeOf<StaffOrderEvent>();
    // @ts-expect-error: not an event of the staff's stream
    const close = feed.subscribe({ types: ['menu.changed'], onEvent: vi.fn(), onState: vi.fn() });
    close();
  });
});
