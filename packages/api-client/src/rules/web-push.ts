/** What a push tells the guest of; each opens the portal's screen it is about. */
export const GUEST_PUSH_KINDS = [
  'hotel-reply',
  'order-updated',
  'room-ready',
  'pre-check-in-returned',
] as const;
export type GuestPushKind = (typeof GUEST_PUSH_KINDS)[number];

/** A push subscription's endpoint is a push service's https address; browsers' stay far below. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;
/** The subscription's keys, base64url: p256dh is a 65-byte P-256 point, auth 16 bytes. */
export const PUSH_KEY_MAX_LENGTH = 200;

/** The notification's data the service worker reads (apps/guest-portal/src/service-worker.ts). */
export interface GuestPushPayload {
  title: string;
  body: string;
  /** The portal path the notification opens, e.g. `/order-success/12`. */
  path: string;
  /** Same tag: a newer notification replaces the older one (an order's states). */
  tag: string;
}
