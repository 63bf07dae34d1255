import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import type { Store } from '../src/db/store.ts';
import { runStaffCommand } from '../src/features/staff/add-staff-account.ts';
import { createStaffAccountsRepository } from '../src/features/staff/staff-accounts-repository.ts';
import { passwordMatches } from '../src/platform/sign-in/staff-password.ts';
import { demoStaffLines } from '../src/seed/announce-demo-guests.ts';
import { seedDemoStaff, syncHotels } from '../src/seed/seed-demo-data.ts';
import { openTestStore, type TestStore } from './support/test-store.ts';

let dataDir: string;
let testStore: TestStore;
let store: Store;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'guest-api-staff-command-'));
  testStore = await openTestStore(dataDir);
  store = testStore.store;
  await syncHotels(store, discoverTenants());
});
afterAll(async () => {
  await testStore.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function staff(args: string, password = 'the first manager of esg') {
  const printed: string[] = [];
  const code = await runStaffCommand(args.split(' '), {
    store,
    tenants: discoverTenants(),
    readPassword: async () => password,
    print: (line) => printed.push(line),
  });
  return { code, output: printed.join('\n') };
}

async function hotelId(code: string): Promise<number> {
  const row = await store
    .selectFrom('hotels')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('npm run staff -- add', () => {
  it('adds the first manager of a hotel, whose password then matches', async () => {
    const result = await staff(
      'add --tenant esg --role manager --email Owner@Hotel.example --name Ms Owner',
    );
    // `--name Ms Owner` splits into a stray word: refused, nothing added.
    expect(result.code).toBe(2);
    const added = await staff(
      'add --tenant esg --role manager --email Owner@Hotel.example --name Owner',
    );
    expect(added).toEqual({
      code: 0,
      output: 'Added manager owner@hotel.example (Owner) to ESG Hotel Saigon.',
    });
    const found = await createStaffAccountsRepository(store).credentialsOf(
      await hotelId('ESG'),
      'owner@hotel.example',
    );
    expect(found?.account.role).toBe('manager');
    expect(await passwordMatches(found?.passwordHash ?? null, 'the first manager of esg')).toBe(
      true,
    );
  });

  it('refuses a weak password, a taken e-mail, an unknown tenant or role, with a non-zero exit', async () => {
    expect(
      (await staff('add --tenant esg --role kitchen --email cook@hotel.example', 'short')).code,
    ).toBe(1);
    expect(
      (await staff('add --tenant esg --role kitchen --email cook@hotel.example', 'password1234'))
        .code,
    ).toBe(1);
    for (const weak of ['aaaaaaaaaaaa', 'abcdefghijkl', 'cook@hotel.example', 'ESG Hotel Saigon']) {
      const refused = await staff(
        'add --tenant esg --role kitchen --email cook@hotel.example',
        weak,
      );
      expect({ weak, code: refused.code }).toEqual({ weak, code: 1 });
      expect(refused.output).toContain('The password is too weak');
    }
    const taken = await staff('add --tenant esg --role kitchen --email owner@hotel.example');
    expect(taken.code).toBe(1);
    expect(taken.output).toContain('already has a staff account');
    expect(
      (await staff('add --tenant nowhere --role kitchen --email cook@hotel.example')).output,
    ).toContain('Unknown tenant nowhere; one of esg, vct, ehh');
    expect((await staff('add --tenant esg --role chef --email cook@hotel.example')).code).toBe(2);
    expect((await staff('remove --tenant esg')).code).toBe(2);
    const rows = await store
      .selectFrom('staff_accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', '=', 'cook@hotel.example')
      .executeTakeFirst();
    expect(Number(rows?.n)).toBe(0);
  });

  it('names the account by its e-mail without --name', async () => {
    expect((await staff('add --tenant vct --role concierge --email lan@vct.example')).output).toBe(
      'Added concierge lan@vct.example (lan) to VCT Riverside Hotel.',
    );
  });
});

describe('demo staff', () => {
  it('has no account with a default password before the demo is seeded; then one per role, printed for the hotel served', async () => {
    expect(await demoStaffLines(store, 'EHH')).toEqual([]);
    await seedDemoStaff(store);
    const lines = (await demoStaffLines(store, 'EHH')).join('\n');
    for (const role of ['frontdesk', 'kitchen', 'concierge', 'manager']) {
      expect(lines).toMatch(new RegExp(`${role}@ehh\\.demo\\s+\\S+-demo-ehh-2026`));
    }
    expect(lines).not.toContain('esg');
    const manager = await createStaffAccountsRepository(store).credentialsOf(
      await hotelId('EHH'),
      'manager@ehh.demo',
    );
    expect(await passwordMatches(manager?.passwordHash ?? null, 'manager-demo-ehh-2026')).toBe(
      true,
    );
  });

  it('seeds a missing demo account again at start, and leaves one a manager changed as it is', async () => {
    const ehh = await hotelId('EHH');
    await store
      .updateTable('staff_accounts')
      .set({ password_hash: 'changed' })
      .where('hotel_id', '=', ehh)
      .where('email', '=', 'kitchen@ehh.demo')
      .execute();
    await store
      .deleteFrom('staff_accounts')
      .where('hotel_id', '=', ehh)
      .where('email', '=', 'concierge@ehh.demo')
      .execute();
    await seedDemoStaff(store);
    const rows = await store
      .selectFrom('staff_accounts')
      .select(['email', 'password_hash'])
      .where('hotel_id', '=', ehh)
      .orderBy('email')
      .execute();
    expect(rows.map((row) => row.email)).toEqual([
      'concierge@ehh.demo',
      'frontdesk@ehh.demo',
      'kitchen@ehh.demo',
      'manager@ehh.demo',
    ]);
    expect(rows.find((row) => row.email === 'kitchen@ehh.demo')?.password_hash).toBe('changed');
  });
});
