import type { Handlers } from '../../http/register-contract.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';
import type { VapidKeysOf } from './vapid-keys.ts';

interface WebPushDeps {
  subscriptions: PushSubscriptions;
  vapidKeys: VapidKeysOf;
  now: () => Date;
}

export function webPushHandlers({ subscriptions, vapidKeys, now }: WebPushDeps) {
  return {
    getPushKey: async () => ({ publicKey: (await vapidKeys()).publicKey }),
    subscribePush: async ({ guest, body }) => {
      await subscriptions.save(guest, body, now());
    },
    unsubscribePush: async ({ guest, body }) => {
      await subscriptions.remove(guest.guestId, body.endpoint);
    },
  } satisfies Partial<Handlers>;
}
