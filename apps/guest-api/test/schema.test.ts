import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS, migrateToLatest } from '../src/db/migrate.ts';
import { openStore } from '../src/db/open-store.ts';
import type { Store } from '../src/db/store.ts';
import { databaseUrl, dropDatabase, runAdmin } from './support/postgres-databases.ts';
import { postgresOfReleaseBefore, sqliteOfReleaseBefore } from './support/release-before.ts';
import { schemaShape } from './support/schema-shape.ts';
import { STORE_UNDER_TEST } from './support/test-store.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function scratchFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'guest-api-schema-'));
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

async function emptyPostgres(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `portal_test_before_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  cleanups.push(() => dropDatabase(adminUrl, name));
  return databaseUrl(adminUrl, name);
}

/** A store of the kind under test as the release before left it, at its SQL migration `upTo`. */
async function storeOfReleaseBefore(upTo?: number): Promise<Store> {
  const store =
    STORE_UNDER_TEST === 'sqlite'
      ? sqliteOfReleaseBefore(scratchFolder(), upTo)
      : await postgresOfReleaseBefore(await emptyPostgres(), upTo);
  cleanups.push(() => store.destroy());
  return store;
}

async function freshStore(): Promise<Store> {
  const store =
    STORE_UNDER_TEST === 'sqlite'
      ? await openStore({ dataDir: scratchFolder() })
      : await openStore({ dataDir: scratchFolder(), databaseUrl: await emptyPostgres() });
  cleanups.push(() => store.destroy());
  return store;
}

/** A hotel's stay as the release before held it: a guest, an order, a conversation, the desk's audit. */
async function stayOfReleaseBefore(store: Store): Promise<void> {
  const at = '2026-01-02T01:00:00.000Z';
  const hotel = await store
    .insertInto('hotels')
    .values({ hotel_key: '10', code: 'ESG', name: 'ESG', time_zone: 'Asia/Ho_Chi_Minh' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reservation = await store
    .insertInto('reservations')
    .values({
      hotel_id: hotel.id,
      reservation_number: 'ESG1001',
      arrival_date: '2026-01-01',
      departure_date: '2026-01-03',
      room_type: 'Deluxe King',
      adults: 2,
      status: 'Arrived',
      cancellation_deadline: '2025-12-31T00:00:00.000Z',
      language: 'vi',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const guest = await store
    .insertInto('guests')
    .values({
      reservation_id: reservation.id,
      is_primary: 1,
      first_name: 'Minh Anh',
      last_name: 'Nguyễn',
      search_text: 'minh anh nguyen',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await store
    .insertInto('orders')
    .values({
      hotel_id: hotel.id,
      reservation_id: reservation.id,
      guest_id: guest.id,
      placed_by_guest_id: guest.id,
      placed_by_name: 'Minh Anh Nguyễn',
      number: 'RS000003',
      placed_at: at,
      room_number: '1208',
      notes: '',
      status: 'Received',
      total: 125_000,
      idempotency_key: 'key-0000001',
      request_fingerprint: 'f',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await store
    .insertInto('order_lines')
    .values({
      order_id: order.id,
      item_id: 1,
      name_en: 'Beef pho',
      name_vi: 'Phở bò',
      quantity: 1,
      unit_price: 125_000,
    })
    .execute();
  const staff = await store
    .insertInto('staff_accounts')
    .values({
      hotel_id: hotel.id,
      email: 'manager@esg.example',
      name: 'Minh',
      role: 'manager',
      password_hash: 'x',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await store
    .insertInto('audit_log')
    .values([
      {
        hotel_id: hotel.id,
        at,
        staff_id: staff.id,
        staff_name: 'Minh',
        action: 'staff-signed-in',
        subject: '',
        client_address: null,
      },
      {
        hotel_id: hotel.id,
        at,
        staff_id: null,
        staff_name: '',
        action: 'staff-sign-in-failed',
        subject: 'x@esg.example',
        client_address: '203.0.113.9',
      },
    ])
    .execute();
  const thread = await store
    .insertInto('conversation_threads')
    .values({
      hotel_id: hotel.id,
      reservation_id: reservation.id,
      guest_id: guest.id,
      last_message_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await store
    .insertInto('conversation_photos')
    .values({
      name: 'cp-1',
      thread_id: thread.id,
      content: Buffer.from([1, 2, 3]),
      width: 2,
      height: 2,
    })
    .execute();
  await store
    .insertInto('conversation_messages')
    .values({
      thread_id: thread.id,
      author: 'guest',
      text: 'Xin chào',
      photo_name: 'cp-1',
      sent_at: at,
      idempotency_key: 'message-1',
      request_fingerprint: 'f',
    })
    .execute();
}

/** Every row of the tables the stay wrote, in order. */
async function rowsOfStay(store: Store) {
  return {
    hotels: await store.selectFrom('hotels').selectAll().orderBy('id').execute(),
    reservations: await store.selectFrom('reservations').selectAll().orderBy('id').execute(),
    guests: await store.selectFrom('guests').selectAll().orderBy('id').execute(),
    orders: await store.selectFrom('orders').selectAll().orderBy('id').execute(),
    orderLines: await store.selectFrom('order_lines').selectAll().orderBy('id').execute(),
    staff: await store.selectFrom('staff_accounts').selectAll().orderBy('id').execute(),
    audit: await store.selectFrom('audit_log').selectAll().orderBy('id').execute(),
    threads: await store.selectFrom('conversation_threads').selectAll().orderBy('id').execute(),
    photos: await store.selectFrom('conversation_photos').selectAll().orderBy('name').execute(),
    messages: await store.selectFrom('conversation_messages').selectAll().orderBy('id').execute(),
  };
}

describe(`A ${STORE_UNDER_TEST} database made by the release before`, () => {
  it('migrates forward keeping every row, to the schema of a fresh one', async () => {
    const store = await storeOfReleaseBefore();
    await stayOfReleaseBefore(store);
    const before = await rowsOfStay(store);
    expect(before.messages).toHaveLength(1);

    expect(await migrateToLatest(store)).toEqual(['0001-baseline']);

    expect(await rowsOfStay(store)).toEqual(before);
    expect(await schemaShape(store)).toEqual(await schemaShape(await freshStore()));
    // Its ids go on from where they were.
    const next = await store
      .insertInto('hotels')
      .values({ hotel_key: '20', code: 'SGN', name: 'SGN', time_zone: 'Asia/Ho_Chi_Minh' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(Math.max(...before.hotels.map((row) => row.id)) + 1);
    expect(await migrateToLatest(store)).toEqual([]);
    // And it takes the migrations that come after.
    const later = {
      ...MIGRATIONS,
      '0002-guest-nickname': {
        up: (db: Kysely<unknown>) =>
          db.schema.alterTable('guests').addColumn('nickname', 'text').execute(),
      },
    };
    expect(await migrateToLatest(store, later)).toEqual(['0002-guest-nickname']);
    expect(await schemaShape(store)).toContain('guests.nickname text null');
  });

  it('is refused, untouched, when it had not taken that release’s last SQL migration', async () => {
    const store = await storeOfReleaseBefore(20);
    const shape = await schemaShape(store);
    await expect(migrateToLatest(store)).rejects.toThrow(/SQL migration 20:/);
    expect(await schemaShape(store)).toEqual(shape);
  });
});
