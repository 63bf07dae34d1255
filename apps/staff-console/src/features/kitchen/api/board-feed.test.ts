import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { openBoardFeed, type FeedState } from './board-feed.ts';

type Listener = (event: { data?: string; code?: number }) => void;

/** The `eventsource` package as the feed uses it: listeners, close, and the fetch it is given. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, Listener[]>();
  closed = false;
  url: string;
  init: { fetch: (input: string, init: { headers: Record<string, string> }) => unknown };
  constructor(
    url: string,
    init: { fetch: (input: string, init: { headers: Record<string, string> }) => unknown },
  ) {
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
  fire(type: string, event: { data?: string; code?: number } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

vi.mock('eventsource', () => ({ EventSource: FakeEventSource }));

const latest = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];
const opening = async () => {
  // The feed loads the package on demand before it opens a stream.
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the kitchen's feed", () => {
  it('opens the staff stream with the hotel key, says live on ready, and hands on order events', async () => {
    const states: FeedState[] = [];
    const onEvent = vi.fn();
    const close = openBoardFeed({ onEvent, onState: (state) => states.push(state) });
    await opening();
    const stream = latest();
    expect(stream?.url).toMatch(/\/api\/staff\/events$/);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response());
    await stream?.init.fetch('/api/staff/events', { headers: {} });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'same-origin',
      headers: { [HOTEL_KEY_HEADER]: expect.any(String) },
    });
    stream?.fire('ready');
    stream?.fire('order.placed', {
      data: '{"type":"order.placed","orderId":3,"status":"Received","roomNumber":"0101"}',
    });
    expect(states).toEqual(['connecting', 'live']);
    expect(onEvent).toHaveBeenCalledWith({
      type: 'order.placed',
      orderId: 3,
      status: 'Received',
      roomNumber: '0101',
    });
    close();
    expect(stream?.closed).toBe(true);
    fetchSpy.mockRestore();
  });

  it('opens a dropped stream again after 1 s, then 2 s, and starts again from 1 s once live', async () => {
    const states: FeedState[] = [];
    const close = openBoardFeed({ onEvent: vi.fn(), onState: (state) => states.push(state) });
    await opening();
    latest()?.fire('error', {});
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest()?.fire('error', {});
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    latest()?.fire('ready');
    expect(states.at(-1)).toBe('live');
    latest()?.fire('error', {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.opened).toHaveLength(4);
    close();
  });

  it('stops when the session is refused (401), and opens nothing after close', async () => {
    const close = openBoardFeed({ onEvent: vi.fn(), onState: vi.fn() });
    await opening();
    latest()?.fire('error', { code: 401 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    close();

    const closeSoon = openBoardFeed({ onEvent: vi.fn(), onState: vi.fn() });
    await opening();
    latest()?.fire('error', {});
    closeSoon();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
