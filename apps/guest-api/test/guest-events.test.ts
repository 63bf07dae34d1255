import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { openStream, type OpenStream } from './event-stream.ts';
import { signInStaff, staffCall } from './staff-support.ts';
import { HOTEL_KEYS, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
const streams: OpenStream[] = [];
beforeAll(async () => {
  server = await startTestServer({ eventSessionCheckMs: 200, eventHeartbeatMs: 100 });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

async function guestStream(token: string, hotel: keyof typeof HOTEL_KEYS = 'ESG') {
  const stream = await openStream(`${server.baseUrl}/api/events`, {
    [HOTEL_KEY_HEADER]: HOTEL_KEYS[hotel],
    authorization: `Bearer ${token}`,
  });
  streams.push(stream);
  return stream;
}

/** The last dish of the hotel's menu as its kitchen edits it (not the one the orders here take). */
async function lastItemOf(kitchen: Awaited<ReturnType<typeof signInStaff>>): Promise<number> {
  const menu = await staffCall<{ categories: { items: { id: number }[] }[] }>(
    server,
    kitchen,
    'GET',
    '/api/staff/menu',
  );
  const id = menu.body.categories.at(-1)?.items.at(-1)?.id;
  if (id === undefined) throw new Error('The menu has no dish');
  return id;
}

const placeOrder = (token: string, key: string) =>
  server.call<{ id: number }>('POST', '/api/room-service/orders', {
    token,
    headers: { 'idempotency-key': key },
    body: { lines: [{ itemId: 1, quantity: 1 }] },
  });

describe('the guest event stream', () => {
  it('is refused without a live session, in the API error shape', async () => {
    const answer = await server.call('GET', '/api/events', {
      headers: { accept: 'text/event-stream' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("tells a guest their own reservation's orders, and nothing of another reservation's", async () => {
    const own = await server.signIn('ESG', 'ESG1001');
    const other = await server.signIn('ESG', 'ESG1002');
    const stream = await guestStream(own);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    expect(await stream.next()).toEqual({ event: 'ready', data: {} });

    expect((await placeOrder(other, 'events-other-0001')).status).toBe(201);
    const placed = await placeOrder(own, 'events-own-00001');
    expect(await stream.next()).toEqual({
      event: 'order.placed',
      data: { type: 'order.placed', orderId: placed.body.id, status: 'Received' },
    });
    expect(await stream.next(300)).toBeNull();
  });

  it("tells the guest's open menu when the kitchen switches a dish off or on, and nothing of another hotel's menu", async () => {
    const stream = await guestStream(await server.signIn('ESG', 'ESG1002'));
    expect((await stream.next())?.event).toBe('ready');
    const elsewhere = await signInStaff(server, 'VCT', 'kitchen');
    const vctItem = await lastItemOf(elsewhere);
    const setAvailable = (who: typeof elsewhere, id: number, available: boolean) =>
      staffCall(server, who, 'PUT', `/api/staff/menu/items/${id}/availability`, {
        body: { available },
      });
    expect((await setAvailable(elsewhere, vctItem, false)).status).toBe(200);

    const kitchen = await signInStaff(server, 'ESG', 'kitchen');
    const item = await lastItemOf(kitchen);
    expect((await setAvailable(kitchen, item, false)).status).toBe(200);
    const changed = { event: 'menu.changed', data: { type: 'menu.changed' } };
    expect(await stream.next()).toEqual(changed);
    expect((await setAvailable(kitchen, item, true)).status).toBe(200);
    expect(await stream.next()).toEqual(changed);
    expect((await setAvailable(elsewhere, vctItem, true)).status).toBe(200);
    expect(await stream.next(300)).toBeNull();
  });

  it('sends heartbeats while nothing happens, so proxies keep it open', async () => {
    const stream = await guestStream(await server.signIn('ESG', 'ESG1002'));
    expect((await stream.next())?.event).toBe('ready');
    // Every 100 ms here: two of them come however loaded the machine, none without heartbeats.
    await vi.waitFor(() => expect(stream.comments()).toBeGreaterThanOrEqual(2), {
      timeout: 5_000,
      interval: 50,
    });
    stream.close();
  });

  it('ends at sign-out and tells nothing after it', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const sharer = await server.tokenFor(await server.guestId('ESG', 'ESG1001', false));
    const stream = await guestStream(token);
    expect((await stream.next())?.event).toBe('ready');
    expect((await server.call('POST', '/api/auth/sign-out', { token })).status).toBe(200);
    // A companion's order is the reservation's: a live session would be told of it.
    expect((await placeOrder(sharer, 'events-after-out1')).status).toBe(201);
    expect(await stream.next(1000)).toBeNull();
    await stream.ended;
  });

  it('ends when the session expires', async () => {
    const token = await server.signIn('ESG', 'ESG1002');
    const stream = await guestStream(token);
    expect((await stream.next())?.event).toBe('ready');
    server.clock.now = new Date(Date.now() + 100 * 3_600_000);
    try {
      await stream.ended;
    } finally {
      server.clock.now = new Date();
    }
  });
});

describe('an instance that stops', () => {
  it('ends its open guest and staff streams, so it stops at once instead of waiting on them', async () => {
    const stopping = await startTestServer();
    const token = await stopping.signIn('ESG', 'ESG1001');
    const desk = await signInStaff(stopping, 'ESG', 'front-desk');
    const open = [
      await openStream(`${stopping.baseUrl}/api/events`, {
        [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
        authorization: `Bearer ${token}`,
      }),
      await openStream(`${stopping.baseUrl}/api/staff/events`, {
        [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
        cookie: desk.cookie,
      }),
    ];
    streams.push(...open);
    for (const stream of open) expect((await stream.next())?.event).toBe('ready');
    await stopping.close();
    await Promise.all(open.map((stream) => stream.ended));
  });
});
