import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '@portal/api-client/contract/bills';
import type { Order } from '@portal/api-client/contract/room-service';
import type { KitchenOrder } from '@portal/api-client/staff-contract/kitchen';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { openStream, type OpenStream } from './event-stream.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { firstIdOf, HOTEL_KEYS, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let kitchen: StaffSignedIn;
let manager: StaffSignedIn;
let frontDesk: StaffSignedIn;
let concierge: StaffSignedIn;
const streams: OpenStream[] = [];
beforeAll(async () => {
  server = await startTestServer({ eventSessionCheckMs: 200 });
  kitchen = await signInStaff(server, 'ESG', 'kitchen');
  manager = await signInStaff(server, 'ESG', 'manager');
  frontDesk = await signInStaff(server, 'ESG', 'front-desk');
  concierge = await signInStaff(server, 'ESG', 'concierge');
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

let keys = 0;
async function placeOrder(token: string, hotel: keyof typeof HOTEL_KEYS = 'ESG'): Promise<Order> {
  keys += 1;
  const itemId = await firstIdOf(server.store, 'menu_items', hotel);
  const answer = await server.call<Order>('POST', '/api/room-service/orders', {
    hotel,
    token,
    headers: { 'idempotency-key': `kitchen-test-${String(keys).padStart(4, '0')}` },
    body: { lines: [{ itemId, quantity: 2 }], notes: 'Extra lime' },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body;
}

const move = (who: StaffSignedIn, id: number, body: unknown, csrf?: string | null) =>
  staffCall<KitchenOrder & { code?: string }>(
    server,
    who,
    'POST',
    `/api/staff/orders/${id}/status`,
    {
      body,
      csrf,
    },
  );

async function staffStream(who: StaffSignedIn, hotel: keyof typeof HOTEL_KEYS = 'ESG') {
  const stream = await openStream(`${server.baseUrl}/api/staff/events`, {
    [HOTEL_KEY_HEADER]: HOTEL_KEYS[hotel],
    cookie: who.cookie,
  });
  streams.push(stream);
  return stream;
}

describe('the kitchen board', () => {
  it("lists the hotel's orders with room, guest, items, notes and their stamped history", async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const placed = await placeOrder(token);
    const answer = await staffCall<{ orders: KitchenOrder[] }>(
      server,
      kitchen,
      'GET',
      '/api/staff/orders',
    );
    expect(answer.status).toBe(200);
    const shown = answer.body.orders.find((order) => order.id === placed.id);
    expect(shown).toMatchObject({
      roomNumber: '1208',
      guestName: 'Minh Anh Nguyen',
      notes: 'Extra lime',
      status: 'Received',
      dueAt: null,
      lines: [{ itemId: 1, quantity: 2 }],
      history: [{ status: 'Received', staffId: null, byName: 'Minh Anh Nguyen' }],
    });
    // The demo's open orders are there; another hotel's never are.
    expect(answer.body.orders.every((order) => order.number.startsWith('RS'))).toBe(true);
    const vct = await signInStaff(server, 'VCT', 'kitchen');
    const other = await staffCall<{ orders: KitchenOrder[] }>(
      server,
      vct,
      'GET',
      '/api/staff/orders',
    );
    expect(other.body.orders.map((order) => order.id)).not.toContain(placed.id);
  });

  it('is for kitchen and manager only, with a live staff session', async () => {
    expect((await staffCall(server, frontDesk, 'GET', '/api/staff/orders')).body).toMatchObject({
      code: 'STAFF_FORBIDDEN',
    });
    expect((await staffCall(server, manager, 'GET', '/api/staff/orders')).status).toBe(200);
    const guest = await server.signIn('ESG', 'ESG1001');
    const asGuest = await server.call('GET', '/api/staff/orders', { token: guest });
    expect(asGuest.status).toBe(401);
    expect(asGuest.body).toMatchObject({ code: 'STAFF_UNAUTHENTICATED' });
  });
});

describe('moving an order', () => {
  it('follows the order flow, stamps who and when, and tells the guest', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const placed = await placeOrder(token);
    const at = new Date(Date.now() + 60_000);
    server.clock.now = at;
    try {
      const preparing = await move(kitchen, placed.id, { status: 'Preparing' });
      expect(preparing.status).toBe(200);
      expect(preparing.body.history.at(-1)).toEqual({
        status: 'Preparing',
        at: at.toISOString(),
        staffId: kitchen.session.staff.id,
        byName: 'Bao (kitchen)',
      });
    } finally {
      server.clock.now = new Date();
    }
    const skipped = await move(kitchen, placed.id, { status: 'Delivered' });
    expect(skipped.status).toBe(409);
    expect(skipped.body).toMatchObject({ code: 'ORDER_MOVE_REFUSED' });
    expect((await move(manager, placed.id, { status: 'On its way' })).status).toBe(200);
    const delivered = await move(kitchen, placed.id, { status: 'Delivered' });
    expect(delivered.body.history.map((change) => [change.status, change.byName])).toEqual([
      ['Received', 'Minh Anh Nguyen'],
      ['Preparing', 'Bao (kitchen)'],
      ['On its way', 'Minh (manager)'],
      ['Delivered', 'Bao (kitchen)'],
    ]);
    expect((await move(kitchen, placed.id, { status: 'Refused', reason: 'Too late' })).status).toBe(
      409,
    );
    const seen = await server.call<Order>('GET', `/api/room-service/orders/${placed.id}`, {
      token,
    });
    expect(seen.body).toMatchObject({ status: 'Delivered', processing: false });
  });

  it('refuses with a reason the guest reads, and takes the order off the bill', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const placed = await placeOrder(token);
    const onBill = async () =>
      (await server.call<Bill>('GET', '/api/bills', { token })).body.groups
        .flatMap((group) => group.lines)
        .some((line) => line.description.en.includes(placed.number));
    expect(await onBill()).toBe(true);
    const noReason = await move(kitchen, placed.id, { status: 'Refused' });
    expect(noReason.status).toBe(400);
    expect((await move(kitchen, placed.id, { status: 'Preparing', reason: 'x' })).status).toBe(400);
    const refused = await move(kitchen, placed.id, {
      status: 'Refused',
      reason: 'The kitchen is closed for cleaning',
    });
    expect(refused.status).toBe(200);
    const seen = await server.call<Order>('GET', `/api/room-service/orders/${placed.id}`, {
      token,
    });
    expect(seen.body).toMatchObject({
      status: 'Refused',
      processing: false,
      refusalReason: 'The kitchen is closed for cleaning',
    });
    expect(await onBill()).toBe(false);
  });

  it("is the kitchen's or the manager's, of its own hotel, with the CSRF token", async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const placed = await placeOrder(token);
    const forbidden = await move(frontDesk, placed.id, { status: 'Preparing' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    const noCsrf = await move(kitchen, placed.id, { status: 'Preparing' }, null);
    expect(noCsrf.body).toMatchObject({ code: 'CSRF_REJECTED' });
    const vct = await signInStaff(server, 'VCT', 'kitchen');
    expect((await move(vct, placed.id, { status: 'Preparing' })).status).toBe(404);
    const seen = await server.call<Order>('GET', `/api/room-service/orders/${placed.id}`, {
      token,
    });
    expect(seen.body.status).toBe('Received');
  });

  it("reaches the guest's open stream, and only that guest's", async () => {
    const own = await server.signIn('ESG', 'ESG1001');
    const other = await server.signIn('ESG', 'ESG1002');
    const ownStream = await openStream(`${server.baseUrl}/api/events`, {
      [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
      authorization: `Bearer ${own}`,
    });
    const otherStream = await openStream(`${server.baseUrl}/api/events`, {
      [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
      authorization: `Bearer ${other}`,
    });
    streams.push(ownStream, otherStream);
    expect((await ownStream.next())?.event).toBe('ready');
    expect((await otherStream.next())?.event).toBe('ready');
    const placed = await placeOrder(own);
    expect((await ownStream.next())?.event).toBe('order.placed');
    await move(kitchen, placed.id, { status: 'Preparing' });
    expect(await ownStream.next()).toEqual({
      event: 'order.updated',
      data: { type: 'order.updated', orderId: placed.id, status: 'Preparing' },
    });
    expect(await otherStream.next(300)).toBeNull();
  });
});

describe('the staff event stream', () => {
  it("tells the kitchen its own hotel's orders, not another hotel's", async () => {
    const stream = await staffStream(kitchen);
    expect(stream.status).toBe(200);
    expect((await stream.next())?.event).toBe('ready');
    const vct = await server.signIn('VCT', 'VCT1001');
    await placeOrder(vct, 'VCT');
    const token = await server.signIn('ESG', 'ESG1001');
    const placed = await placeOrder(token);
    expect(await stream.next()).toEqual({
      event: 'order.placed',
      data: { type: 'order.placed', orderId: placed.id, status: 'Received', roomNumber: '1208' },
    });
    await move(manager, placed.id, { status: 'Preparing' });
    expect((await stream.next())?.data).toMatchObject({
      type: 'order.updated',
      orderId: placed.id,
    });
    expect(await stream.next(300)).toBeNull();
  });

  it("tells a concierge's stream nothing of the kitchen's orders, ends it when the account is disabled, and opens none without a session", async () => {
    const stream = await staffStream(concierge);
    expect(stream.status).toBe(200);
    expect((await stream.next())?.event).toBe('ready');
    await placeOrder(await server.signIn('ESG', 'ESG1001'));
    expect(await stream.next(300)).toBeNull();
    const disabled = await staffCall(
      server,
      manager,
      'PATCH',
      `/api/staff/accounts/${concierge.session.staff.id}`,
      { body: { disabled: true } },
    );
    expect(disabled.status).toBe(200);
    await stream.ended;
    const anonymous = await server.call('GET', '/api/staff/events', {
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.body).toMatchObject({ code: 'STAFF_UNAUTHENTICATED' });
  });

  it('ends at sign-out', async () => {
    const own = await signInStaff(server, 'ESG', 'kitchen');
    const stream = await staffStream(own);
    expect((await stream.next())?.event).toBe('ready');
    expect((await staffCall(server, own, 'POST', '/api/staff/session/sign-out')).status).toBe(200);
    await stream.ended;
  });
});
