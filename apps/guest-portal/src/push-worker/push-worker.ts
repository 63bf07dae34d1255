/**
 * The service worker's pushes: the production worker (vite-plugin-pwa's, vite.config.ts) loads
 * this file with `importScripts('push-worker.js')` (vite/push-worker-plugin.ts builds it alone, so
 * it imports nothing). A push shows the hotel's notification; a tap on it focuses an open portal
 * window and takes it to the screen the push is about, or opens one there.
 */

/** What the API sends (packages/api-client/src/rules/web-push.ts, GuestPushPayload). */
export interface PushPayload {
  title: string;
  body: string;
  path: string;
  tag: string;
}

/** The parts of the worker's global scope used here (the DOM and WebWorker libs do not mix). */
export interface PortalWindow {
  url: string;
  focus(): Promise<unknown>;
  /** The window at its new address (null when it left the portal's origin). */
  navigate(url: string): Promise<PortalWindow | null>;
}

export interface WorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<PortalWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEventLike) => void): void;
}

export interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(done: Promise<unknown>): void;
}

export interface ClickEventLike {
  notification: { data: unknown; close(): void };
  waitUntil(done: Promise<unknown>): void;
}

/** The hotel's own icon, written by the build beside the manifest (vite/install-icons.ts). */
const ICON = '/icon-192.png';

const isText = (value: unknown): value is string => typeof value === 'string';

/** A path inside the portal only: never another site's address. */
function portalPath(value: unknown): string {
  return isText(value) && value.startsWith('/') && !value.startsWith('//') ? value : '/home';
}

export function payloadOf(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, path, tag } = data as Record<string, unknown>;
  if (!isText(title) || !isText(body)) return null;
  return { title, body, path: portalPath(path), tag: isText(tag) ? tag : 'portal' };
}

function readPush(event: PushEventLike): PushPayload | null {
  try {
    return payloadOf(event.data?.json());
  } catch {
    return null;
  }
}

async function openScreen(scope: WorkerScope, path: string): Promise<void> {
  const url = new URL(portalPath(path), scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((window) => new URL(window.url).origin === scope.location.origin);
  if (open) {
    try {
      const moved = (await open.navigate(url)) ?? open;
      // Only a real tap may bring a window forward; the screen has changed either way.
      await moved.focus().catch(() => undefined);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: open the screen anew.
    }
  }
  await scope.clients.openWindow(url);
}

export function listenForPushes(scope: WorkerScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPush(event);
    if (!payload) return;
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: ICON,
        badge: ICON,
        data: { path: payload.path },
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { path?: unknown } | null;
    event.waitUntil(openScreen(scope, portalPath(data?.path)));
  });
}
