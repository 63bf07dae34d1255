import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@portal/web-platform/session';
import { openStaffEventFeed } from './staff-event-feed.ts';

type Listener = (event: { data?: string; code?: number }) => void;

/** The `eventsource` package as the feed uses it: listeners and close. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, Listener[]>();
  closed = false;
  constructor() {
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
vi.mock('@portal/web-platform/session', () => ({ endSession: vi.fn() }));

const latest = () => FakeEventSource.opened.at(-1);

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(endSession).mockReset();
  FakeEventSource.opened = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the staff event feed and the session', () => {
  it('ends the session when the stream, dropped by the API, opens again to 401 (the account disabled)', async () => {
    const close = openStaffEventFeed({ types: [], onEvent: vi.fn(), onState: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    // The API ends the stream of a session that ended; the feed opens it again after 1 s.
    latest()?.fire('error', {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(endSession).not.toHaveBeenCalled();
    latest()?.fire('error', { code: 401 });
    expect(endSession).toHaveBeenCalledTimes(1);
    // Nothing is opened again.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    close();
  });

  it('leaves the session alone when the role sees no events (403)', async () => {
    const close = openStaffEventFeed({ types: [], onEvent: vi.fn(), onState: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    latest()?.fire('error', { code: 403 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(endSession).not.toHaveBeenCalled();
    expect(FakeEventSource.opened).toHaveLength(1);
    close();
  });
});

describe("the tab's one stream", () => {
  it('is shared by every listener, each told only its own types, and closes with the last', async () => {
    const shell = { onEvent: vi.fn(), onState: vi.fn() };
    const desk = { onEvent: vi.fn(), onState: vi.fn() };
    const closeShell = openStaffEventFeed({ types: [], ...shell });
    await vi.advanceTimersByTimeAsync(0);
    latest()?.fire('ready');
    expect(shell.onState).toHaveBeenLastCalledWith('live');

    // A live screen opened later joins the stream: no second one, and it is live at once.
    const closeDesk = openStaffEventFeed({ types: ['reservation.updated'], ...desk });
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(desk.onState).toHaveBeenLastCalledWith('live');
    latest()?.fire('reservation.updated', {
      data: '{"type":"reservation.updated","reservationId":3}',
    });
    expect(desk.onEvent).toHaveBeenCalledWith({ type: 'reservation.updated', reservationId: 3 });
    expect(shell.onEvent).not.toHaveBeenCalled();

    // Dropped, it is opened again once for both, with the later listener's types.
    latest()?.fire('error', {});
    expect(desk.onState).toHaveBeenLastCalledWith('reconnecting');
    expect(shell.onState).toHaveBeenLastCalledWith('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest()?.fire('reservation.updated', {
      data: '{"type":"reservation.updated","reservationId":4}',
    });
    expect(desk.onEvent).toHaveBeenLastCalledWith({
      type: 'reservation.updated',
      reservationId: 4,
    });

    closeDesk();
    expect(latest()?.closed).toBe(false);
    closeShell();
    expect(latest()?.closed).toBe(true);
  });
});
