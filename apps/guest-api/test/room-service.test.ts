import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, Order } from '@portal/api-client/contract/room-service';
import type { CheckIn } from '@portal/api-client/contract/check-in';
import { blob, png } from './fixtures.ts';
import { firstIdOf, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function orderCount(): Promise<number> {
  const row = await server.store
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const order = (token: string, key: string, body: unknown) =>
  server.call<Order & { code?: string }>('POST', '/api/room-service/orders', {
    token,
    headers: { 'idempotency-key': key },
    body,
  });

describe('menu', () => {
  it('lists categories with items in both languages, prices in VND and sized pictures', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const answer = await server.call<Menu>('GET', '/api/room-service/menu', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.roomNumber).toBe('1208');
    expect(answer.body.categories.length).toBeGreaterThanOrEqual(4);
    const items = answer.body.categories.flatMap((category) => category.items);
    expect(items.length).toBeGreaterThanOrEqual(8);
    const pho = items.find((item) => item.name.en === 'Beef pho');
    expect(pho).toMatchObject({
      name: { vi: 'Phở bò' },
      price: 125_000,
      image: { width: 640, height: 400 },
    });
    const picture = await fetch(`${server.baseUrl}${pho?.image.url ?? ''}`);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
  });

  it("shows one item, and not another hotel's", async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const own = await firstIdOf(server.store, 'menu_items', 'ESG');
    expect(
      (await server.call('GET', `/api/room-service/menu/items/${own}`, { token })).status,
    ).toBe(200);
    const other = await firstIdOf(server.store, 'menu_items', 'VCT');
    const answer = await server.call('GET', `/api/room-service/menu/items/${other}`, { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 'NOT_FOUND', message: 'Menu item not found' });
    expect((await server.call('GET', '/api/room-service/menu/items/abc', { token })).status).toBe(
      400,
    );
  });
});

describe('cart', () => {
  it('prices the cart of a guest with a room', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const answer = await server.call('POST', '/api/room-service/cart-check', {
      token,
      body: {
        lines: [
          { itemId: 1, quantity: 2 },
          { itemId: 2, quantity: 1 },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ roomNumber: '1208', total: 2 * 125_000 + 85_000 });
  });

  it('answers ROOM_REQUIRED_FOR_CART to a guest without a room', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const answer = await server.call('POST', '/api/room-service/cart-check', {
      token,
      body: { lines: [{ itemId: 1, quantity: 1 }] },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'ROOM_REQUIRED_FOR_CART',
      message: 'You must have a room to add to the cart!',
    });
  });

  it('refuses unavailable items, bad quantities and the same item twice', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const { id: unavailable } = await server.store
      .selectFrom('menu_items as i')
      .innerJoin('hotels as h', 'h.id', 'i.hotel_id')
      .select('i.id')
      .where('i.available', '=', 0)
      .where('h.code', '=', 'ESG')
      .executeTakeFirstOrThrow();
    const answer = await server.call('POST', '/api/room-service/cart-check', {
      token,
      body: { lines: [{ itemId: unavailable, quantity: 1 }] },
    });
    expect(answer.body.code).toBe('MENU_ITEM_UNAVAILABLE');
    for (const lines of [
      [{ itemId: 1, quantity: 0 }],
      [{ itemId: 1, quantity: 21 }],
      [
        { itemId: 1, quantity: 1 },
        { itemId: 1, quantity: 2 },
      ],
      [{ itemId: 1 }],
    ]) {
      expect(
        (await server.call('POST', '/api/room-service/cart-check', { token, body: { lines } }))
          .status,
      ).toBe(400);
    }
  });
});

describe('orders', () => {
  it('answers ROOM_REQUIRED_FOR_ORDER to a guest without a room', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const answer = await order(token, 'no-room-order-1', { lines: [{ itemId: 1, quantity: 1 }] });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'ROOM_REQUIRED_FOR_ORDER',
      message: 'You must have a room to order!',
    });
  });

  it('needs an Idempotency-Key and at least one line', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const missing = await server.call('POST', '/api/room-service/orders', {
      token,
      body: { lines: [{ itemId: 1, quantity: 1 }] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([
      expect.objectContaining({ path: 'headers.idempotency-key' }),
    ]);
    expect((await order(token, 'short', { lines: [{ itemId: 1, quantity: 1 }] })).status).toBe(400);
    expect((await order(token, 'empty-cart-order', { lines: [] })).status).toBe(400);
  });

  it('places an order to the room, shown as being processed', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const answer = await order(token, 'first-order-0001', {
      lines: [{ itemId: 2, quantity: 3 }],
      notes: 'No chilli',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      roomNumber: '1208',
      status: 'Received',
      processing: true,
      total: 3 * 85_000,
      notes: 'No chilli',
    });
    const list = await server.call<{ orders: Order[] }>('GET', '/api/room-service/orders', {
      token,
    });
    expect(list.body.orders.map((entry) => entry.id)).toContain(answer.body.id);
    const one = await server.call('GET', `/api/room-service/orders/${answer.body.id}`, { token });
    expect(one.body).toMatchObject({ id: answer.body.id, number: answer.body.number });
  });

  it('answers the same order for the same key, never a second one', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const body = { lines: [{ itemId: 1, quantity: 1 }] };
    const before = await orderCount();
    const first = await order(token, 'retry-key-0001', body);
    const second = await order(token, 'retry-key-0001', body);
    expect(second.body.id).toBe(first.body.id);
    expect(await orderCount()).toBe(before + 1);
  });

  it('places one order for concurrent duplicates', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        order(token, 'double-tap-key-0001', { lines: [{ itemId: 6, quantity: 1 }] }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses the same key with another order, and keeps keys per guest', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    await order(token, 'changed-key-0001', { lines: [{ itemId: 1, quantity: 1 }] });
    const changed = await order(token, 'changed-key-0001', { lines: [{ itemId: 1, quantity: 2 }] });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const sharer = await server.signIn('ESG', 'ESG1001', 'Tran');
    const own = await order(sharer, 'changed-key-0001', { lines: [{ itemId: 1, quantity: 2 }] });
    expect(own.status).toBe(201);
  });

  it('delivers at a time of the stay, not in the past', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const reservation = await server.call('GET', '/api/reservation', { token });
    const today = String(reservation.body.hotelToday);
    const past = await order(token, 'past-delivery-01', {
      lines: [{ itemId: 1, quantity: 1 }],
      deliveryDate: '2020-01-01',
      deliveryTime: '08:00',
    });
    expect(past.body.code).toBe('DELIVERY_OUTSIDE_STAY');
    const late = await order(token, 'after-stay-0001', {
      lines: [{ itemId: 1, quantity: 1 }],
      deliveryDate: '2099-01-01',
      deliveryTime: '08:00',
    });
    expect(late.body.code).toBe('DELIVERY_OUTSIDE_STAY');
    const half = await order(token, 'half-delivery-01', {
      lines: [{ itemId: 1, quantity: 1 }],
      deliveryDate: today,
    });
    expect(half.status).toBe(400);
    const lastDay = String(reservation.body.departureDate);
    const scheduled = await order(token, 'scheduled-01', {
      lines: [{ itemId: 1, quantity: 1 }],
      deliveryDate: lastDay,
      deliveryTime: '23:30',
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toMatchObject({ deliveryDate: lastDay, deliveryTime: '23:30' });
  });

  it("does not show another reservation's order", async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const placed = await order(token, 'private-order-01', { lines: [{ itemId: 1, quantity: 1 }] });
    const walker = await server.signIn('ESG', 'ESG1002');
    expect(
      (await server.call('GET', `/api/room-service/orders/${placed.body.id}`, { token: walker }))
        .status,
    ).toBe(404);
    const list = await server.call<{ orders: Order[] }>('GET', '/api/room-service/orders', {
      token: walker,
    });
    expect(list.body.orders.map((entry) => entry.id)).not.toContain(placed.body.id);
  });

  it('stays Received however long the kitchen waits: only the kitchen moves an order', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const placed = await order(token, 'progress-order-01', { lines: [{ itemId: 1, quantity: 1 }] });
    try {
      server.clock.now = new Date(Date.now() + 3 * 3_600_000);
      const later = await server.call('GET', `/api/room-service/orders/${placed.body.id}`, {
        token,
      });
      expect(later.body).toMatchObject({
        status: 'Received',
        processing: true,
        refusalReason: null,
      });
    } finally {
      server.clock.now = new Date();
    }
  });
});

describe('orders of a companion removed at pre check-in', () => {
  async function availableItem(hotel: string): Promise<number> {
    const row = await server.store
      .selectFrom('menu_items as i')
      .innerJoin('hotels as h', 'h.id', 'i.hotel_id')
      .select('i.id')
      .where('h.code', '=', hotel)
      .where('i.available', '=', 1)
      .orderBy('i.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('move to the primary guest, keep who placed them, and never block the pre check-in', async () => {
    // The Schmidts of EHH are in house for a moment (room service needs Arrived), so both order
    // with the same key; then the stay is back before arrival, where the pre check-in is open.
    const stayIs = (status: string) =>
      server.store
        .updateTable('reservations')
        .set({ room_number: '0704', status })
        .where('reservation_number', '=', 'EHH1003')
        .execute();
    await stayIs('Arrived');
    const itemId = await availableItem('EHH');
    const primary = await server.signIn('EHH', 'EHH1003');
    const anna = await server.tokenFor(await server.guestId('EHH', 'EHH1003', false));
    const call = (token: string, lines: unknown) =>
      server.call<Order>('POST', '/api/room-service/orders', {
        hotel: 'EHH',
        token,
        headers: { 'idempotency-key': 'same-key-in-two-phones' },
        body: { lines },
      });
    const own = await call(primary, [{ itemId, quantity: 1 }]);
    const annas = await call(anna, [{ itemId, quantity: 2 }]);
    expect([own.status, annas.status]).toEqual([201, 201]);
    await stayIs('Confirmed');

    const current = await server.call<CheckIn>('GET', '/api/check-in', {
      hotel: 'EHH',
      token: primary,
    });
    const lukas = current.body.guests.find((guest) => guest.isPrimary);
    if (!lukas) throw new Error('EHH1003 has a primary guest');
    const fields = {
      guests: [
        {
          id: lukas.id,
          firstName: 'Lukas',
          lastName: 'Schmidt',
          isChild: false,
          nationality: 'VN',
          newDocuments: [0],
        },
      ],
    };
    const submitOnce = () => {
      const data = new FormData();
      data.append('fields', JSON.stringify(fields));
      data.append('documents', blob(png(), 'image/png'), 'id.png');
      return server.call('POST', '/api/check-in', { hotel: 'EHH', token: primary, raw: data });
    };
    expect((await submitOnce()).status).toBe(200);
    expect((await submitOnce()).status).toBe(200);

    const list = await server.call<{ orders: Order[] }>('GET', '/api/room-service/orders', {
      hotel: 'EHH',
      token: primary,
    });
    expect(list.body.orders.map((entry) => entry.id).sort()).toEqual(
      [own.body.id, annas.body.id].sort(),
    );
    const placedBy = await server.store
      .selectFrom('orders')
      .select(['id', 'placed_by_name'])
      .where('id', 'in', [own.body.id, annas.body.id])
      .orderBy('id')
      .execute();
    expect(placedBy.map((row) => row.placed_by_name)).toEqual(['Lukas Schmidt', 'Anna Schmidt']);
    // The primary guest's key still answers the primary guest's own order (in house again).
    await stayIs('Arrived');
    const replay = await call(primary, [{ itemId, quantity: 1 }]);
    expect(replay.body.id).toBe(own.body.id);
  });
});

describe('a database constraint the request breaks', () => {
  it('answers 409 CONFLICT with a message, never a 500', async () => {
    // A rule the code does not know yet, held by the database alone: this note once.
    await sql`CREATE UNIQUE INDEX one_order_per_note ON orders(notes) WHERE notes = 'Only once please'`.execute(
      server.store,
    );
    try {
      const token = await server.signIn('ESG', 'ESG1001');
      const body = { lines: [{ itemId: 1, quantity: 1 }], notes: 'Only once please' };
      expect((await order(token, 'conflict-key-0001', body)).status).toBe(201);
      const second = await order(token, 'conflict-key-0002', body);
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/\w/) });
    } finally {
      await sql`DROP INDEX one_order_per_note`.execute(server.store);
    }
  });
});
