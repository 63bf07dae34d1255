import { describe, expect, it, vi } from 'vitest';
import {
  listenForPushes,
  type ClickEventLike,
  type PortalWindow,
  type PushEventLike,
  type WorkerScope,
} from './push-worker.ts';

const ORIGIN = 'https://portal.esg.example';

/** A service worker's scope with its listeners, the windows it sees and what it showed. */
function worker(windows: PortalWindow[] = []) {
  const listeners: {
    push?: (event: PushEventLike) => void;
    click?: (event: ClickEventLike) => void;
  } = {};
  const showNotification = vi.fn(() => Promise.resolve());
  const openWindow = vi.fn(() => Promise.resolve(null));
  const scope = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { matchAll: () => Promise.resolve(windows), openWindow },
    addEventListener: (type: string, listener: never) => {
      if (type === 'push') listeners.push = listener;
      if (type === 'notificationclick') listeners.click = listener;
    },
  } as WorkerScope;
  listenForPushes(scope);
  const waits: Promise<unknown>[] = [];
  const waitUntil = (done: Promise<unknown>) => void waits.push(done);
  return {
    showNotification,
    openWindow,
    async push(data: unknown) {
      listeners.push?.({ data: { json: () => data }, waitUntil });
      await Promise.all(waits);
    },
    async click(data: unknown) {
      const close = vi.fn();
      listeners.click?.({ notification: { data, close }, waitUntil });
      await Promise.all(waits);
      return close;
    },
  };
}

const portalWindow = (url: string): PortalWindow => ({
  url,
  focus: vi.fn(() => Promise.resolve()),
  navigate: vi.fn(() => Promise.resolve(null)),
});

describe("the service worker's pushes", () => {
  it("shows the hotel's notification with its icon, the screen it opens kept with it", async () => {
    const scope = worker();
    await scope.push({
      title: 'ESG Hotel Saigon',
      body: 'Order RS000016 is on its way to your room.',
      path: '/order-success/16',
      tag: 'order-RS000016',
    });
    expect(scope.showNotification).toHaveBeenCalledWith('ESG Hotel Saigon', {
      body: 'Order RS000016 is on its way to your room.',
      tag: 'order-RS000016',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { path: '/order-success/16' },
    });
  });

  it('shows nothing for a push it cannot read, and opens only portal screens', async () => {
    const scope = worker();
    await scope.push('not an object');
    await scope.push({ body: 'no title' });
    expect(scope.showNotification).not.toHaveBeenCalled();
    await scope.push({ title: 'ESG', body: 'Hello', path: '//evil.example/phish', tag: 't' });
    expect(scope.showNotification).toHaveBeenCalledWith(
      'ESG',
      expect.objectContaining({ data: { path: '/home' } }),
    );
  });

  it("focuses an open portal window and takes it to the notification's screen", async () => {
    const open = portalWindow(`${ORIGIN}/home`);
    const scope = worker([portalWindow('https://elsewhere.example/'), open]);
    const close = await scope.click({ path: '/order-success/16' });
    expect(close).toHaveBeenCalledOnce();
    expect(open.focus).toHaveBeenCalledOnce();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/order-success/16`);
    expect(scope.openWindow).not.toHaveBeenCalled();
  });

  it('opens the screen in a new window when no portal window is open', async () => {
    const scope = worker();
    await scope.click({ path: '/check-in' });
    expect(scope.openWindow).toHaveBeenCalledWith(`${ORIGIN}/check-in`);
  });

  it('opens the screen in a new window when the open one cannot be moved', async () => {
    const stuck = portalWindow(`${ORIGIN}/home`);
    vi.mocked(stuck.navigate).mockRejectedValue(new TypeError('not controlled'));
    const scope = worker([stuck]);
    await scope.click({ path: '/my-reservation' });
    expect(scope.openWindow).toHaveBeenCalledWith(`${ORIGIN}/my-reservation`);
  });
});
