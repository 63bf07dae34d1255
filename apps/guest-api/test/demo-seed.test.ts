import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '@portal/api-client/contract/bills';
import type { Order } from '@portal/api-client/contract/room-service';
import { clearDemoData, isStaleUntouchedDemo, seedDemoData } from '../src/seed/seed-demo-data.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type HotelTable =
  'reservations' | 'menu_items' | 'programs' | 'local_tips' | 'activities' | 'offers';
const count = async (table: HotelTable, hotel: string) =>
  Number(
    (
      await server.store
        .selectFrom(table)
        .innerJoin('hotels', 'hotels.id', `${table}.hotel_id`)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('hotels.code', '=', hotel)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo data', () => {
  it('seeds every hotel with reservations, a menu, programs, tips, activities and offers', async () => {
    for (const hotel of ['ESG', 'VCT', 'EHH']) {
      expect(await count('reservations', hotel)).toBe(5);
      expect(await count('menu_items', hotel)).toBeGreaterThanOrEqual(8);
      expect(await count('programs', hotel)).toBeGreaterThanOrEqual(4);
      expect(await count('local_tips', hotel)).toBeGreaterThanOrEqual(5);
      expect(await count('activities', hotel)).toBeGreaterThanOrEqual(4);
      expect(await count('offers', hotel)).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows a room-service order in every state the kitchen gives, and none moves on its own', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const list = async () =>
      (await server.call<{ orders: Order[] }>('GET', '/api/room-service/orders', { token })).body
        .orders;
    const seeded = await list();
    expect(new Set(seeded.map((order) => order.status))).toEqual(
      new Set(['Received', 'Preparing', 'On its way', 'Delivered', 'Refused']),
    );
    const refused = seeded.find((order) => order.status === 'Refused');
    expect(refused?.refusalReason).toMatch(/\w/);
    const bill = await server.call<Bill>('GET', '/api/bills', { token });
    const billed = bill.body.groups
      .flatMap((group) => group.lines)
      .map((line) => line.description.en);
    for (const order of seeded) {
      expect(billed.some((text) => text.includes(order.number))).toBe(order.status !== 'Refused');
    }
    server.clock.now = new Date(Date.now() + 6 * 3_600_000);
    try {
      expect((await list()).map((order) => order.status)).toEqual(
        seeded.map((order) => order.status),
      );
    } finally {
      server.clock.now = new Date();
    }
  });

  it('is re-seeded on a later day only while no guest has changed anything', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    expect(await isStaleUntouchedDemo(server.store, new Date())).toBe(false);
    expect(await isStaleUntouchedDemo(server.store, tomorrow)).toBe(true);
    const token = await server.signIn('ESG', 'ESG1001');
    await server.call('PUT', '/api/local-tips/1/like', { token });
    expect(await isStaleUntouchedDemo(server.store, tomorrow)).toBe(false);
  });

  it('re-creates the same stories with dates moved to the new day', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    await clearDemoData(server.store);
    await seedDemoData(server.store, tomorrow);
    const walker = await server.store
      .selectFrom('reservations')
      .select('departure_date')
      .where('reservation_number', '=', 'ESG1002')
      .executeTakeFirst();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
      tomorrow,
    );
    expect(walker?.departure_date).toBe(today);
    expect(await isStaleUntouchedDemo(server.store, tomorrow)).toBe(false);
  });

  it('is not re-seeded once the kitchen moved a seeded order, or a guest cancelled or gave billing details', async () => {
    const later = new Date(Date.now() + 2 * 24 * 3_600_000);
    await clearDemoData(server.store);
    await seedDemoData(server.store, new Date());
    expect(await isStaleUntouchedDemo(server.store, later)).toBe(true);
    const order = await server.store
      .selectFrom('orders')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const changes = [
      {
        make: () =>
          server.store
            .insertInto('order_status_changes')
            .values({
              order_id: order.id,
              status: 'Preparing',
              at: new Date(Date.now() + 60_000).toISOString(),
              staff_id: null,
              by_name: 'Kitchen',
            })
            .execute(),
        undo: () =>
          server.store
            .deleteFrom('order_status_changes')
            .where('by_name', '=', 'Kitchen')
            .execute(),
      },
      {
        make: () =>
          server.store
            .updateTable('reservations')
            .set({ cancelled_at: new Date().toISOString() })
            .where('reservation_number', '=', 'ESG1001')
            .execute(),
        undo: () =>
          server.store
            .updateTable('reservations')
            .set({ cancelled_at: null })
            .where('reservation_number', '=', 'ESG1001')
            .execute(),
      },
      {
        make: () =>
          server.store.updateTable('guests').set({ billing_email: 'a@b.example' }).execute(),
        undo: () => server.store.updateTable('guests').set({ billing_email: '' }).execute(),
      },
    ];
    for (const change of changes) {
      await change.make();
      expect(await isStaleUntouchedDemo(server.store, later)).toBe(false);
      await change.undo();
      expect(await isStaleUntouchedDemo(server.store, later)).toBe(true);
    }
  });
});
