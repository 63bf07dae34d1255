import './zod-setup.ts';
import { z } from 'zod/mini';
import { PUSH_ENDPOINT_MAX_LENGTH, PUSH_KEY_MAX_LENGTH } from '../rules/web-push.ts';
import { NoContent } from './common.ts';
import { defineRoute } from './route.ts';

/**
 * An https address on a domain name, as `z.url({ protocol: /^https$/, hostname: z.regexes.domain })`
 * checks it, written with `URL`: zod's URL check would join the code every signed-in screen loads
 * with the contract (the portal's /home budget), for the one call that needs it. The OpenAPI
 * document still calls it a URI (apps/guest-api/src/features/api-docs/openapi-document.ts).
 */
function isHttpsOnDomain(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && z.regexes.domain.test(url.hostname);
  } catch {
    return false;
  }
}

export const PushEndpoint = z
  .string()
  .check(z.maxLength(PUSH_ENDPOINT_MAX_LENGTH), z.refine(isHttpsOnDomain, 'Invalid URL'));
const PushKey = z
  .string()
  .check(z.minLength(1), z.maxLength(PUSH_KEY_MAX_LENGTH), z.regex(/^[A-Za-z0-9_-]+=*$/));

/** The browser's `PushSubscription.toJSON()`; `expirationTime` is accepted and not kept. */
export const PushSubscriptionRequest = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: PushKey, auth: PushKey }),
});
export type PushSubscriptionRequest = z.input<typeof PushSubscriptionRequest>;

export const PushUnsubscribeRequest = z.strictObject({ endpoint: PushEndpoint });
export type PushUnsubscribeRequest = z.input<typeof PushUnsubscribeRequest>;

export const WebPushKey = z.object({ publicKey: z.string() });
export type WebPushKey = z.infer<typeof WebPushKey>;

export const webPushRoutes = {
  getPushKey: defineRoute({
    method: 'GET',
    path: '/push/key',
    tag: 'Notifications',
    summary: "The hotel's VAPID public key, to subscribe the browser to pushes with",
    auth: true,
    response: WebPushKey,
  }),
  subscribePush: defineRoute({
    method: 'PUT',
    path: '/push/subscription',
    tag: 'Notifications',
    summary:
      "Keep this browser's push subscription for the signed-in guest (removed when this session signs out)",
    auth: true,
    body: PushSubscriptionRequest,
    response: NoContent,
    successStatus: 204,
  }),
  unsubscribePush: defineRoute({
    method: 'DELETE',
    path: '/push/subscription',
    tag: 'Notifications',
    summary:
      "Forget one of the signed-in guest's push subscriptions (an unknown one changes nothing)",
    auth: true,
    body: PushUnsubscribeRequest,
    response: NoContent,
    successStatus: 204,
  }),
} as const;
