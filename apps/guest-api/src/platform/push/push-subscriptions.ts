import type { PushSubscriptionRequest } from '@portal/api-client/contract/web-push';
import type { Store } from '../../db/store.ts';
import type { GuestIdentity } from '../http/request-context.ts';

export interface KeptSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The guests' push subscriptions (migration 035): one per device, kept with its session. */
export function createPushSubscriptions(store: Store) {
  return {
    /** This browser's subscription is the guest's now (a browser another guest left is taken over). */
    async save(guest: GuestIdentity, subscription: PushSubscriptionRequest, now: Date) {
      const values = {
        hotel_id: guest.hotelId,
        guest_id: guest.guestId,
        session_token_hash: guest.tokenHash,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        created_at: now.toISOString(),
      };
      await store
        .insertInto('push_subscriptions')
        .values({ ...values, endpoint: subscription.endpoint })
        .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(values))
        .execute();
    },
    /** Only the guest's own: another guest's endpoint is left alone. */
    async remove(guestId: number, endpoint: string) {
      await store
        .deleteFrom('push_subscriptions')
        .where('guest_id', '=', guestId)
        .where('endpoint', '=', endpoint)
        .execute();
    },
    /** Signing out: the devices this session subscribed get nothing more. */
    async removeOfSession(tokenHash: string) {
      await store
        .deleteFrom('push_subscriptions')
        .where('session_token_hash', '=', tokenHash)
        .execute();
    },
    /** The session was traded for another (the stored token for the cookie): its devices follow. */
    async moveToSession(fromTokenHash: string, toTokenHash: string) {
      await store
        .updateTable('push_subscriptions')
        .set({ session_token_hash: toTokenHash })
        .where('session_token_hash', '=', fromTokenHash)
        .execute();
    },
    /** The push service answered that the subscription is gone (404/410). */
    async removeEndpoint(endpoint: string) {
      await store.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
    },
    async find(endpoint: string): Promise<KeptSubscription | null> {
      const row = await store
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'p256dh', 'auth'])
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return row ? { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } } : null;
    },
    /**
     * Subscriptions whose session has ended (expired or signed out): a guest session lasts at most
     * until 7 days after departure, so a stay's subscriptions go long before its retention ends.
     */
    async sweep(now: Date): Promise<number> {
      const at = now.toISOString();
      const result = await store
        .deleteFrom('push_subscriptions')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('sessions as s')
                .select('s.token_hash')
                .whereRef('s.token_hash', '=', 'push_subscriptions.session_token_hash')
                .where('s.revoked_at', 'is', null)
                .where('s.expires_at', '>', at),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
