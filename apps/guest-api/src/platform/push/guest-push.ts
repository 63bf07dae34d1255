import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@portal/api-client/rules/order-flow';
import type { GuestPushKind, GuestPushPayload } from '@portal/api-client/rules/web-push';
import webPush from 'web-push';
import type { StoreTransaction, Store } from '../../db/store.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';
import { pushBody, type PushContent } from './push-texts.ts';
import type { VapidKeysOf } from './vapid-keys.ts';

/** The outbox's channel of pushes (guest_messages.channel, migration 035). */
export const PUSH_CHANNEL = 'push';

export interface GuestPush {
  /** One guest, or every guest of a reservation. */
  to: { guestId: number } | { reservationId: number };
  kind: GuestPushKind;
  /** The portal screen the notification opens, e.g. `/order-success/12`. */
  path: string;
  /** An order's new state: its number, the state, and the kitchen's reason when refused. */
  order?: { number: string; state: OrderStatus; reason?: string | null };
}

/**
 * Queues a push to every device the guest(s) subscribed, in the durable outbox of the guest
 * e-mails (features/guest-messages), inside the caller's transaction: written with the change it
 * tells of, sent by the same sender (leased, retried with backoff, never lost on a crash). Its text
 * is written when it is sent, in the guest's language then. Answers how many pushes were queued.
 */
export async function enqueueGuestPush(
  trx: StoreTransaction | Store,
  push: GuestPush,
  now: Date,
): Promise<number> {
  let devices = trx
    .selectFrom('push_subscriptions as p')
    .innerJoin('guests as g', 'g.id', 'p.guest_id')
    .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
    .select(['p.endpoint', 'p.guest_id', 'r.id as reservation_id', 'r.hotel_id']);
  devices =
    'guestId' in push.to
      ? devices.where('g.id', '=', push.to.guestId)
      : devices.where('r.id', '=', push.to.reservationId);
  const rows = await devices.orderBy('p.id').execute();
  if (rows.length === 0) return 0;
  const content: PushContent = {
    path: push.path,
    ...(push.order
      ? {
          order: {
            number: push.order.number,
            state: push.order.state,
            ...(push.order.reason ? { reason: push.order.reason } : {}),
          },
        }
      : {}),
  };
  const at = now.toISOString();
  await trx
    .insertInto('guest_messages')
    .values(
      rows.map((row) => ({
        hotel_id: row.hotel_id,
        reservation_id: row.reservation_id,
        guest_id: row.guest_id,
        kind: push.kind,
        recipient: row.endpoint,
        channel: PUSH_CHANNEL,
        push_json: JSON.stringify(content),
        due_at: at,
        next_attempt_at: at,
        message_id: randomUUID(),
        created_at: at,
      })),
    )
    .execute();
  return rows.length;
}

/** A push service's answer other than success: `statusCode` tells the sender whether to retry. */
export class PushServiceError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, body: string) {
    super(`The push service answered ${statusCode}${body ? `: ${body.slice(0, 200)}` : ''}`);
    this.statusCode = statusCode;
  }
}

export interface PushToSend {
  endpoint: string;
  kind: GuestPushKind;
  /** guest_messages.push_json */
  content: string;
  language: 'en' | 'vi';
  hotelName: string;
}

export interface PushSender {
  /**
   * Encrypts and posts one push; 'gone' when the device's subscription no longer exists (signed
   * out, or the push service answered 404/410: then it is deleted). Throws when it may pass later
   * (a network error, a 5xx or 429: PushServiceError) or never will (another 4xx).
   */
  send(push: PushToSend): Promise<'sent' | 'gone'>;
}

export interface PushSenderOptions {
  subscriptions: PushSubscriptions;
  vapidKeys: VapidKeysOf;
  /** VAPID_SUBJECT: a mailto: or https: address the push services may contact. */
  subject: string;
  /** How the request reaches the push service (tests point it at a local one). */
  fetch?: typeof fetch;
  /** How long the push service keeps a push for a device that is offline (default 1 day). */
  ttlSeconds?: number;
  timeoutMs?: number;
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const post = options.fetch ?? fetch;
  return {
    async send(push) {
      const subscription = await options.subscriptions.find(push.endpoint);
      if (!subscription) return 'gone';
      const content = JSON.parse(push.content) as PushContent;
      const payload: GuestPushPayload = {
        title: push.hotelName,
        body: pushBody(push.kind, content, push.language),
        path: content.path,
        tag: push.kind === 'order-updated' ? `order-${content.order?.number ?? ''}` : push.kind,
      };
      const keys = await options.vapidKeys();
      const request = webPush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails: { subject: options.subject, ...keys },
        TTL: options.ttlSeconds ?? 86_400,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      });
      const body = request.body ? new Uint8Array(request.body) : null;
      const response = await post(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (response.ok) {
        await response.body?.cancel();
        return 'sent';
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        await options.subscriptions.removeEndpoint(push.endpoint);
        return 'gone';
      }
      throw new PushServiceError(response.status, await response.text().catch(() => ''));
    },
  };
}
