import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Order } from '@portal/api-client/contract/room-service';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { postgresStore, type Store } from '../src/db/store.ts';
import { openStream, type OpenStream } from './event-stream.ts';
import { demoStaff } from './staff-support.ts';
import { startApiInstance, type ApiInstance } from './support/api-instances.ts';
import { createTestDatabase, dropDatabase } from './support/postgres-databases.ts';
import { sessionTokenOf } from './test-server.ts';

// Issue #12: three API processes as production runs them, on one PostgreSQL, behind no proxy.
const HOTEL_KEY = '10';

let databaseUrl = '';
let store: Store;
let a: ApiInstance;
let b: ApiInstance;
let c: ApiInstance;
const streams: OpenStream[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase(inject('postgresAdminUrl'));
  // Started together: one of them seeds the demo while the others wait for it.
  const started = await Promise.all(
    ['a', 'b', 'c'].map((name) => startApiInstance(name, databaseUrl)),
  );
  [a, b, c] = started as [ApiInstance, ApiInstance, ApiInstance];
  store = postgresStore(databaseUrl, 2);
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([a, b, c].map((instance) => instance?.stop()));
  await store?.destroy();
  await dropDatabase(inject('postgresAdminUrl'), new URL(databaseUrl).pathname.slice(1));
}, 60_000);

async function call<T = Record<string, unknown>>(
  instance: ApiInstance,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${instance.baseUrl}/api${url}`, {
    method,
    headers: {
      [HOTEL_KEY_HEADER]: HOTEL_KEY,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

async function primaryGuestOf(reservationNumber: string) {
  return store
    .selectFrom('reservations as r')
    .innerJoin('guests as g', (join) =>
      join.onRef('g.reservation_id', '=', 'r.id').on('g.is_primary', '=', 1),
    )
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select(['r.arrival_date', 'g.first_name', 'g.last_name'])
    .where('h.hotel_key', '=', HOTEL_KEY)
    .where('r.reservation_number', '=', reservationNumber)
    .executeTakeFirstOrThrow();
}

async function signIn(instance: ApiInstance, reservationNumber: string, surname?: string) {
  const guest = await primaryGuestOf(reservationNumber);
  return call<{ code?: string }>(instance, 'POST', '/auth/sign-in', {
    body: {
      reservation: reservationNumber,
      arrivalDate: guest.arrival_date,
      surname: surname ?? guest.last_name,
      ...(surname ? {} : { givenName: guest.first_name }),
    },
  });
}

async function tokenOf(instance: ApiInstance, reservationNumber: string): Promise<string> {
  const answer = await signIn(instance, reservationNumber);
  expect(answer.status).toBe(200);
  return sessionTokenOf(answer);
}

async function anItemId(): Promise<number> {
  const item = await store
    .selectFrom('menu_items as m')
    .innerJoin('hotels as h', 'h.id', 'm.hotel_id')
    .select('m.id')
    .where('h.hotel_key', '=', HOTEL_KEY)
    .where('m.available', '=', 1)
    .orderBy('m.id')
    .executeTakeFirstOrThrow();
  return item.id;
}

const placeOrder = async (instance: ApiInstance, token: string, key: string) =>
  call<Order>(instance, 'POST', '/room-service/orders', {
    token,
    headers: { 'idempotency-key': key },
    body: { lines: [{ itemId: await anItemId(), quantity: 1 }] },
  });

async function ordersWithKeyPrefix(prefix: string) {
  return store
    .selectFrom('orders')
    .select(['id', 'idempotency_key'])
    .where('idempotency_key', 'like', `${prefix}%`)
    .execute();
}

describe('three API instances on one PostgreSQL', () => {
  it('seeded the demo once, though all three started together', async () => {
    const reservations = await store
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reservation_number', '=', 'ESG1001')
      .executeTakeFirstOrThrow();
    expect(Number(reservations.n)).toBe(1);
  });

  it('serves a guest signed in on one instance on the others, and signs them out on all', async () => {
    const token = await tokenOf(a, 'ESG1001');
    const profiles = await Promise.all(
      [a, b, c].map((instance) =>
        call<{ guestId: number }>(instance, 'GET', '/customer-flow/me', { token }),
      ),
    );
    expect(profiles.map((profile) => profile.status)).toEqual([200, 200, 200]);
    expect(new Set(profiles.map((profile) => profile.body.guestId)).size).toBe(1);

    expect((await call(b, 'POST', '/auth/sign-out', { token })).status).toBe(200);
    // a and c held the session for a few seconds; b's sign-out reaches them through NOTIFY.
    for (const instance of [a, c]) {
      await expect
        .poll(async () => (await call(instance, 'GET', '/customer-flow/me', { token })).status, {
          timeout: 3_000,
        })
        .toBe(401);
    }
  });

  it("shows a guest's profile changed on one instance on the others, which held it", async () => {
    const token = await tokenOf(a, 'ESG1002');
    type Profile = { billing: { businessName: string } };
    const billingOn = async (instance: ApiInstance) => {
      const profile = await call<Profile>(instance, 'GET', '/customer-flow/me', { token });
      return profile.body.billing.businessName;
    };
    expect(await billingOn(c)).toBe('');
    const billing = { taxCode: '', businessName: 'Held Co.', address: '', email: '' };
    expect((await call(b, 'PUT', '/billing-info', { token, body: billing })).status).toBe(200);
    expect(await billingOn(b)).toBe('Held Co.');
    // c held the profile for a few seconds; b's change reaches it through NOTIFY.
    await expect.poll(() => billingOn(c), { timeout: 3_000 }).toBe('Held Co.');
  });

  it('shows a dish kept on one instance on the menu of the others, which held the menu', async () => {
    const token = await tokenOf(a, 'ESG1003');
    const dish = await anItemId();
    type Menu = { categories: { items: { id: number; isFavorite: boolean }[] }[] };
    const keptOn = async (instance: ApiInstance) => {
      const menu = await call<Menu>(instance, 'GET', '/room-service/menu', { token });
      return menu.body.categories
        .flatMap((category) => category.items)
        .some((item) => item.id === dish && item.isFavorite);
    };
    expect([await keptOn(a), await keptOn(c)]).toEqual([false, false]);
    expect((await call(b, 'PUT', `/favorites/menu-item/${dish}`, { token })).status).toBe(200);
    expect(await keptOn(b)).toBe(true);
    // a and c held the guest's favourites for a few seconds; b's change reaches them through NOTIFY.
    for (const instance of [a, c])
      await expect.poll(() => keptOn(instance), { timeout: 3_000 }).toBe(true);
    expect((await call(c, 'DELETE', `/favorites/menu-item/${dish}`, { token })).status).toBe(200);
    for (const instance of [a, b, c])
      await expect.poll(() => keptOn(instance), { timeout: 3_000 }).toBe(false);
  });

  it('counts failed sign-ins of one reservation made on any instance', async () => {
    for (const [index, instance] of [a, b, c, a, b].entries()) {
      expect((await signIn(instance, 'ESG1004', `Wrong${index}`)).status).toBe(401);
    }
    // One instance alone has seen two failures at most; the sixth is refused whichever it reaches.
    const next = await signIn(c, 'ESG1004', 'Wrong5');
    expect(next.status).toBe(429);
    expect(next.body.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('checks no more parallel wrong staff passwords for one account, spread over the instances, than its 5 free failures', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 18 }, (_, guess) =>
        call([a, b, c][guess % 3] ?? a, 'POST', '/staff/session', {
          body: { email: 'kitchen@esg.demo', password: `parallel wrong ${guess}` },
        }).then((answer) => answer.status),
      ),
    );
    expect(
      statuses.filter((status) => status === 401),
      JSON.stringify(statuses),
    ).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(13);
  });

  it('makes one order of one idempotency key sent to two instances at once', async () => {
    const token = await tokenOf(a, 'ESG1001');
    const key = 'multi-instance-same-key';
    const [onB, onC] = await Promise.all([placeOrder(b, token, key), placeOrder(c, token, key)]);
    expect([onB.status, onC.status].sort()).toEqual(expect.arrayContaining([201]));
    expect([200, 201]).toContain(onB.status);
    expect([200, 201]).toContain(onC.status);
    expect(onB.body.id).toBe(onC.body.id);
    expect(await ordersWithKeyPrefix(key)).toHaveLength(1);
  });

  it('tells a guest watching on one instance of an order placed on another', async () => {
    const token = await tokenOf(a, 'ESG1001');
    const stream = await openStream(`${a.baseUrl}/api/events`, {
      [HOTEL_KEY_HEADER]: HOTEL_KEY,
      authorization: `Bearer ${token}`,
    });
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect((await stream.next(5_000))?.event).toBe('ready');
    const placed = await placeOrder(b, token, 'multi-instance-live');
    expect(placed.status).toBe(201);
    expect(await stream.next(5_000)).toEqual({
      event: 'order.placed',
      data: { type: 'order.placed', orderId: placed.body.id, status: 'Received' },
    });
  });

  it("tells a guest watching on one instance of the hotel's reply written on another", async () => {
    const token = await tokenOf(a, 'ESG1003');
    const form = new FormData();
    form.append('fields', JSON.stringify({ text: 'Is the pool open late?' }));
    const written = await fetch(`${a.baseUrl}/api/conversation/messages`, {
      method: 'POST',
      headers: {
        [HOTEL_KEY_HEADER]: HOTEL_KEY,
        authorization: `Bearer ${token}`,
        'idempotency-key': 'multi-instance-message',
      },
      body: form,
    });
    expect(written.status).toBe(201);

    const { email, password } = demoStaff('ESG', 'front-desk');
    const session = await fetch(`${b.baseUrl}/api/staff/session`, {
      method: 'POST',
      headers: { [HOTEL_KEY_HEADER]: HOTEL_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = (session.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const staffHeaders = { cookie, 'x-csrf-token': csrfToken };
    const inbox = await call<{ threads: { id: number; lastMessage: { text: string } }[] }>(
      b,
      'GET',
      '/staff/inbox',
      { headers: staffHeaders },
    );
    const thread = inbox.body.threads.find(
      (one) => one.lastMessage.text === 'Is the pool open late?',
    );
    expect(thread).toBeDefined();

    const stream = await openStream(`${a.baseUrl}/api/events`, {
      [HOTEL_KEY_HEADER]: HOTEL_KEY,
      authorization: `Bearer ${token}`,
    });
    streams.push(stream);
    expect((await stream.next(5_000))?.event).toBe('ready');
    const replied = await call(b, 'POST', `/staff/inbox/${thread?.id}/replies`, {
      headers: { ...staffHeaders, 'idempotency-key': 'multi-instance-reply' },
      body: { text: 'Until 22:00.' },
    });
    expect(replied.status).toBe(201);
    expect(await stream.next(5_000)).toEqual({
      event: 'conversation.updated',
      data: { type: 'conversation.updated' },
    });
    const conversation = await call<{ messages: { text: string }[]; unread: number }>(
      c,
      'GET',
      '/conversation',
      { token },
    );
    expect(conversation.body.messages.at(-1)?.text).toBe('Until 22:00.');
    expect(conversation.body.unread).toBe(1);
  });

  it('loses no acknowledged order when an instance is killed while orders are placed', async () => {
    const token = await tokenOf(a, 'ESG1001');
    const prefix = 'multi-instance-kill-';
    const acknowledged = new Map<string, number>();
    const unanswered: string[] = [];
    const worker = async (instance: ApiInstance, name: string) => {
      for (let i = 0; i < 12; i += 1) {
        const key = `${prefix}${name}-${i}`;
        try {
          const answer = await placeOrder(instance, token, key);
          if (answer.status === 201) acknowledged.set(key, answer.body.id);
          else unanswered.push(key);
        } catch {
          unanswered.push(key);
        }
      }
    };
    const placing = Promise.all([worker(a, 'a'), worker(b, 'b'), worker(c, 'c')]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await c.kill();
    await placing;

    expect(acknowledged.size).toBeGreaterThan(12);
    const stored = new Map(
      (await ordersWithKeyPrefix(prefix)).map((order) => [order.idempotency_key, order.id]),
    );
    for (const [key, id] of acknowledged) expect(stored.get(key)).toBe(id);
    // What the killed instance never answered is safe to send again: at most one order each.
    for (const key of unanswered) {
      const again = await placeOrder(a, token, key);
      expect([200, 201]).toContain(again.status);
    }
    const after = await ordersWithKeyPrefix(prefix);
    expect(after).toHaveLength(36);
    expect(new Set(after.map((order) => order.idempotency_key)).size).toBe(36);
  });
});
