import webPush from 'web-push';
import type { Store } from '../../db/store.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The key pair pushes are signed with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when the environment
 * gives them, otherwise the pair kept in the database, made by the first instance that needs one
 * (an instance that loses the race reads the winner's), so every instance signs with the same keys
 * and browsers' subscriptions keep working across restarts.
 */
export function vapidKeysOf(store: Store, fromEnvironment?: VapidKeys) {
  let kept: Promise<VapidKeys> | null = null;
  async function load(): Promise<VapidKeys> {
    const existing = await store
      .selectFrom('web_push_keys')
      .select(['public_key', 'private_key'])
      .where('id', '=', 1)
      .executeTakeFirst();
    if (existing) return { publicKey: existing.public_key, privateKey: existing.private_key };
    const made = webPush.generateVAPIDKeys();
    await store
      .insertInto('web_push_keys')
      .values({
        id: 1,
        public_key: made.publicKey,
        private_key: made.privateKey,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const row = await store
      .selectFrom('web_push_keys')
      .select(['public_key', 'private_key'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return { publicKey: row.public_key, privateKey: row.private_key };
  }
  return (): Promise<VapidKeys> => {
    if (fromEnvironment) return Promise.resolve(fromEnvironment);
    kept ??= load().catch((error: unknown) => {
      kept = null;
      throw error;
    });
    return kept;
  };
}

export type VapidKeysOf = ReturnType<typeof vapidKeysOf>;
