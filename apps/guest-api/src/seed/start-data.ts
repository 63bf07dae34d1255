import { verifySync } from '@node-rs/argon2';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import { oneInstanceAtATime, type Store } from '../db/store.ts';
import { demoStaffAccounts } from '../platform/sign-in/demo-staff.ts';
import {
  clearDemoData,
  hasDemoData,
  isStaleUntouchedDemo,
  seedDemoData,
  seedDemoStaff,
  syncHotels,
} from './seed-demo-data.ts';

/**
 * What the API does to its database at start: the hotels from `tenants/`, and in demo mode
 * (`DEMO_DATA=1`) the demo stories and staff. Outside it nothing is seeded, and a demo staff
 * account still signing in with its printed password is disabled.
 */
/** Instances starting together on one PostgreSQL prepare its data one after the other. */
const START_DATA_LOCK = 7_240_512;

export async function prepareStartData(
  store: Store,
  tenants: TenantConfig[],
  demoData: boolean,
  now: Date = new Date(),
): Promise<void> {
  await oneInstanceAtATime(store, START_DATA_LOCK, async () => {
    await syncHotels(store, tenants);
    if (!demoData) {
      await disableDefaultPasswords(store, now);
      return;
    }
    if ((await hasDemoData(store)) && (await isStaleUntouchedDemo(store, now)))
      await clearDemoData(store);
    if (!(await hasDemoData(store))) await seedDemoData(store, now);
    // A demo database from before staff accounts gets its demo staff too.
    else await seedDemoStaff(store, now);
  });
}

async function disableDefaultPasswords(store: Store, now: Date): Promise<void> {
  const hotels = await store.selectFrom('hotels').select(['id', 'code']).execute();
  for (const hotel of hotels) {
    for (const demo of demoStaffAccounts(hotel.code)) {
      const account = await store
        .selectFrom('staff_accounts')
        .select(['id', 'password_hash'])
        .where('hotel_id', '=', hotel.id)
        .where('email', '=', demo.email)
        .where('disabled', '=', 0)
        .executeTakeFirst();
      if (!account || !verifySync(account.password_hash, demo.password)) continue;
      const at = now.toISOString();
      await store
        .updateTable('staff_accounts')
        .set({ disabled: 1, updated_at: at })
        .where('id', '=', account.id)
        .execute();
      await store
        .updateTable('staff_sessions')
        .set({ revoked_at: at })
        .where('account_id', '=', account.id)
        .where('revoked_at', 'is', null)
        .execute();
    }
  }
}
