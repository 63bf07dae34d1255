import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { openLiveUpdates } from './guest-event-feed.ts';

/** The stream's code is loaded with the first listener: on a loaded machine, more than Vitest's 1 s. */
const STREAM_OPENED = { timeout: 10_000 };

type Message = { data?: string; code?: number };
type Listener = (event: Message) => void;

/** Stands in for the `eventsource` package: the test plays the server's side. */
class FakeStream {
  static opened: FakeStream[] = [];
  listeners = new Map<string, Listener[]>();
  closed = false;
  readonly url: string;
  readonly init: { fetch: (input: string, init: { headers: Record<string, string> }) => unknown };
  constructor(url: FakeStream['url'], init: FakeStream['init']) {
    this.url = url;
    this.init = init;
    FakeStream.opened.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: Message = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  close() {
    this.closed = true;
  }
}

vi.mock('eventsource', () => ({ EventSource: FakeStream }));

const latest = () => {
  const stream = FakeStream.opened.at(-1);
  if (!stream) throw new Error('No stream was opened');
  return stream;
};

describe('live updates', () => {
  const invalidated: unknown[] = [];
  const cache = {
    invalidateQueries: async ({ queryKey }: { queryKey: unknown }) => {
      invalidated.push(queryKey);
    },
  };
  let close: () => void;

  beforeEach(async () => {
    vi.useFakeTimers();
    FakeStream.opened = [];
    invalidated.length = 0;
    close = openLiveUpdates({
      url: '/api/events',
      hotelKey: '10',
      isSignedIn: () => true,
      cache,
    });
    await vi.waitFor(() => expect(FakeStream.opened).toHaveLength(1), STREAM_OPENED);
  });
  afterEach(() => {
    close();
    vi.useRealTimers();
  });

  it('sends the session cookie and the hotel key, nothing in the address, at low priority', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(''));
    await latest().init.fetch('/api/events', { headers: { accept: 'text/event-stream' } });
    expect(latest().url).toBe('/api/events');
    expect(fetched).toHaveBeenCalledWith('/api/events', {
      credentials: 'include',
      priority: 'low',
      headers: { accept: 'text/event-stream', [HOTEL_KEY_HEADER]: '10' },
    });
    fetched.mockRestore();
  });

  it("refetches the orders and the bill when an order moves, the stay's data when it changes", () => {
    latest().emit('ready');
    expect(invalidated).toEqual([]);
    latest().emit('order.updated', { data: JSON.stringify({ type: 'order.updated' }) });
    expect(invalidated).toEqual([['room-service', 'orders'], ['bill']]);
    invalidated.length = 0;
    latest().emit('check-out.updated', { data: JSON.stringify({ type: 'check-out.updated' }) });
    expect(invalidated).toEqual([['reservation'], ['profile']]);
  });

  it('refetches the open menu and dishes when the kitchen changes the menu, and once back from a drop', async () => {
    latest().emit('ready');
    latest().emit('menu.changed', { data: JSON.stringify({ type: 'menu.changed' }) });
    expect(invalidated).toEqual([
      ['room-service', 'menu'],
      ['room-service', 'item'],
    ]);
    invalidated.length = 0;
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(FakeStream.opened).toHaveLength(2), STREAM_OPENED);
    latest().emit('ready');
    expect(invalidated).toContainEqual(['room-service', 'menu']);
  });

  it('reconnects after 1 s, 2 s, 4 s, and refetches everything once back', async () => {
    for (const wait of [1000, 2000, 4000]) {
      const before = FakeStream.opened.length;
      latest().emit('error');
      expect(latest().closed).toBe(true);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeStream.opened).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(FakeStream.opened).toHaveLength(before + 1), STREAM_OPENED);
    }
    latest().emit('ready');
    expect(invalidated).toContainEqual(['room-service', 'orders']);
    expect(invalidated).toContainEqual(['check-in']);
  });

  it('stops for a refused session and when closed at sign-out', async () => {
    latest().emit('error', { code: 401 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeStream.opened).toHaveLength(1);

    close = openLiveUpdates({
      url: '/api/events',
      hotelKey: '10',
      isSignedIn: () => true,
      cache,
    });
    await vi.waitFor(() => expect(FakeStream.opened).toHaveLength(2), STREAM_OPENED);
    close();
    expect(latest().closed).toBe(true);
  });
});
