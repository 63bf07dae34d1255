import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import type { IsPushService } from './push-services.ts';
import type { PushSubscriptions } from '../../platform/push/push-subscriptions.ts';
import type { VapidKeysOf } from '../../platform/push/vapid-keys.ts';

interface WebPushDeps {
  subscriptions: PushSubscriptions;
  vapidKeys: VapidKeysOf;
  isPushService: IsPushService;
  now: () => Date;
}

export function webPushHandlers({ subscriptions, vapidKeys, isPushService, now }: WebPushDeps) {
  return {
    getPushKey: async () => ({ publicKey: (await vapidKeys()).publicKey }),
    subscribePush: async ({ guest, body }) => {
      if (!isPushService(body.endpoint))
        throw new HttpError('VALIDATION_FAILED', 'The endpoint is not a known push service', {
          details: [{ path: 'endpoint', message: 'Not a known push service' }],
        });
      await subscriptions.save(guest, body, now());
    },
    unsubscribePush: async ({ guest, body }) => {
      await subscriptions.remove(guest.guestId, body.endpoint);
    },
  } satisfies Partial<Handlers>;
}
