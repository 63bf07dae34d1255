import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestApi } from '../../lib/guest-api.ts';
import { notificationsState, turnOffNotifications } from '../../lib/push-notifications.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { NotificationsOffer } from './index.ts';

vi.mock('../../lib/guest-api.ts', () => ({
  guestApi: { getPushKey: vi.fn(), subscribePush: vi.fn(), unsubscribePush: vi.fn() },
}));

/** The hotel's VAPID public key: a P-256 point (65 bytes) as base64url. */
const KEY_BYTES = Array.from({ length: 65 }, (_, index) => (index * 7) % 256);
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString('base64url');
const ENDPOINT = 'https://push.example/device-1';

interface FakeSubscription {
  endpoint: string;
  toJSON(): PushSubscriptionJSON;
  unsubscribe: ReturnType<typeof vi.fn>;
}

/** What a browser with a service worker offers: permission, the worker, its push manager. */
function browser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
  worker = true,
} = {}) {
  const subscription: FakeSubscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPdevicekey', auth: 'authsecret' } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
  let current: FakeSubscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn(() => {
      current = subscription;
      return Promise.resolve(subscription);
    }),
  };
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(worker ? { pushManager } : undefined) },
  });
  return { pushManager, requestPermission, subscription };
}

beforeEach(() => {
  vi.mocked(guestApi.getPushKey).mockResolvedValue({ publicKey: PUBLIC_KEY });
  vi.mocked(guestApi.subscribePush).mockResolvedValue(undefined);
  vi.mocked(guestApi.unsubscribePush).mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const offerTitle = () => screen.findByRole('heading', { level: 2, name: 'Turn on notifications?' });

describe('the notifications offer', () => {
  it('explains why after an order and asks the browser only once the guest turns them on', async () => {
    const { pushManager, requestPermission } = browser();
    await renderScreen(<NotificationsOffer reason="order" />);
    expect(await offerTitle()).toBeDefined();
    expect(
      screen.getByText(
        "We'll tell you when your order is on its way, even with the portal closed.",
      ),
    ).toBeDefined();
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(
      await screen.findByText(
        "Notifications are on. You can turn them off in your browser's settings.",
      ),
    ).toBeDefined();
    expect(requestPermission).toHaveBeenCalledOnce();
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(KEY_BYTES);
    expect(guestApi.subscribePush).toHaveBeenCalledWith({
      body: { endpoint: ENDPOINT, keys: { p256dh: 'BPdevicekey', auth: 'authsecret' } },
    });
    expect(screen.queryByRole('heading', { name: 'Turn on notifications?' })).toBeNull();
  });

  it('says why after a message to the hotel', async () => {
    browser();
    await renderScreen(<NotificationsOffer reason="message" />);
    expect(
      await screen.findByText(
        "We'll tell you when the hotel replies, even with the portal closed.",
      ),
    ).toBeDefined();
  });

  it('says so when the guest refuses the browser, and subscribes nothing', async () => {
    const { pushManager } = browser({ answer: 'denied' });
    await renderScreen(<NotificationsOffer reason="order" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Notifications are blocked for this site. You can allow them in your browser's settings.",
    );
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(guestApi.subscribePush).not.toHaveBeenCalled();
  });

  it('hides itself for "Not now", and is not offered again on this device', async () => {
    browser();
    await renderScreen(<NotificationsOffer reason="order" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Turn on notifications?' })).toBeNull();
    expect(await notificationsState()).toBe('declined');
  });
});

describe('when the offer is made', () => {
  it.each([
    ['with a service worker, notifications neither on nor refused', {}, 'off'],
    ['without a service worker (development, an old browser)', { worker: false }, 'unsupported'],
    ['once notifications are on', { permission: 'granted' as const, subscribed: true }, 'on'],
    ['once the browser blocks them', { permission: 'denied' as const }, 'blocked'],
  ])('%s: %s', async (_case, setup, state) => {
    browser(setup);
    expect(await notificationsState()).toBe(state);
  });
});

describe('signing out', () => {
  it("tells the API to forget this device's subscription, then unsubscribes it", async () => {
    const { subscription } = browser({ permission: 'granted', subscribed: true });
    await turnOffNotifications();
    expect(guestApi.unsubscribePush).toHaveBeenCalledWith({ body: { endpoint: ENDPOINT } });
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });
});
