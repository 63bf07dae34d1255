import { verifySync } from '@node-rs/argon2';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import type { Database } from '../db/database.ts';
import { demoStaffAccounts } from './demo-staff.ts';
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
export function prepareStartData(
  db: Database,
  tenants: TenantConfig[],
  demoData: boolean,
  now: Date = new Date(),
): void {
  syncHotels(db, tenants);
  if (!demoData) {
    disableDefaultPasswords(db, now);
    return;
  }
  if (hasDemoData(db) && isStaleUntouchedDemo(db, now)) clearDemoData(db);
  if (!hasDemoData(db)) seedDemoData(db, now);
  // A demo database from before staff accounts gets its demo staff too.
  else seedDemoStaff(db, now);
}

function disableDefaultPasswords(db: Database, now: Date): void {
  const hotels = db.prepare('SELECT id, code FROM hotels').all();
  const find = db.prepare(
    'SELECT id, password_hash FROM staff_accounts WHERE hotel_id = ? AND email = ? AND disabled = 0',
  );
  const disable = db.prepare('UPDATE staff_accounts SET disabled = 1, updated_at = ? WHERE id = ?');
  const revoke = db.prepare(
    'UPDATE staff_sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL',
  );
  for (const hotel of hotels) {
    for (const demo of demoStaffAccounts(String(hotel.code))) {
      const account = find.get(Number(hotel.id), demo.email);
      if (!account || !verifySync(String(account.password_hash), demo.password)) continue;
      disable.run(now.toISOString(), Number(account.id));
      revoke.run(now.toISOString(), Number(account.id));
    }
  }
}
