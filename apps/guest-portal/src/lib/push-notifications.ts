import { STORAGE_KEYS } from './storage-keys.ts';
import { guestApi } from './guest-api.ts';

/**
 * Web Push in the portal: the production service worker (src/push-worker/) shows what the API
 * pushes. `off` is the only state in which the guest is offered notifications.
 */
export type NotificationsState = 'unsupported' | 'off' | 'on' | 'blocked' | 'declined';

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The worker registered by keepPortalForNextVisit (production builds only). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return pushSupported() ? navigator.serviceWorker.getRegistration() : undefined;
}

export async function notificationsState(): Promise<NotificationsState> {
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission === 'granted' && (await registration.pushManager.getSubscription()))
    return 'on';
  if (localStorage.getItem(STORAGE_KEYS.notificationsNotNow)) return 'declined';
  return 'off';
}

/** "Not now": the offer is not made again on this device. */
export function declineNotifications(): void {
  localStorage.setItem(STORAGE_KEYS.notificationsNotNow, '1');
}

function bytesOf(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * Asks the browser (only now, after the guest's tap), subscribes this device with the hotel's
 * VAPID key and gives the subscription to the API. 'blocked' when the guest refused.
 */
export async function turnOnNotifications(): Promise<'on' | 'blocked'> {
  const registration = await workerRegistration();
  if (!registration) return 'blocked';
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const { publicKey } = await guestApi.getPushKey({});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOf(publicKey),
    }));
  const { keys } = subscription.toJSON();
  await guestApi.subscribePush({
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
  });
  return 'on';
}

/** Signing out: this device gets no more of the guest's pushes (the API forgets it too). */
export async function turnOffNotifications(): Promise<void> {
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await guestApi.unsubscribePush({ body: { endpoint: subscription.endpoint } });
  } finally {
    await subscription.unsubscribe();
  }
}
