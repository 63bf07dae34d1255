import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@portal/api-client/contract';
import type { RouteDefinition } from '@portal/api-client/contract/route';
import { staffContract } from '@portal/api-client/staff-contract';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { buildApp } from '../../src/app.ts';
import { readEnv } from '../../src/config/env.ts';
import { createInProcessEventBus } from '../../src/platform/events/in-process-event-bus.ts';
import { answerSchema, type AnswerMode } from '../../src/platform/http/compiled-answers.ts';
import { keptAnswer } from '../../src/platform/http/kept-answers.ts';
import { registerRoutes, type Handler } from '../../src/platform/http/register-contract.ts';
import type { Hotel } from '../../src/platform/http/request-context.ts';
import { guestClient, leaveTraces } from './support/guest-actions.ts';
import {
  guestHeaders,
  HOTEL_KEYS,
  startProofApp,
  type HotelCode,
  type ProofApp,
} from './support/proof-app.ts';
import { demoStaff } from '../staff-support.ts';

type Json = Record<string, unknown>;

/** The calls that keep the zod parse in compiled mode, and why (answerSchema). */
const KEPT_ON_THE_PARSE = {
  // The file itself (z.custom), answered with its own content type.
  getIdentityDocument: 'Custom types',
};

describe('which calls compile', () => {
  it('compiles every answer but those whose zod parse changes the value or that JSON Schema cannot say', () => {
    const routes: [string, RouteDefinition][] = [
      ...Object.entries(contract),
      ...Object.entries(staffContract),
    ];
    const kept = Object.fromEntries(
      routes.flatMap(([name, route]) => {
        // A 204 answers no body: nothing to compile.
        if (route.successStatus === 204) return [];
        const { reason } = answerSchema(route.response);
        return reason === null ? [] : [[name, reason]];
      }),
    );
    expect(Object.keys(kept).sort()).toEqual(Object.keys(KEPT_ON_THE_PARSE).sort());
    for (const [name, why] of Object.entries(KEPT_ON_THE_PARSE))
      expect(kept[name], name).toContain(why);
  });

  it('production compiles unless API_ANSWERS=checked; the tests check', () => {
    expect(readEnv({}).API_ANSWERS).toBe('compiled');
    expect(readEnv({ API_ANSWERS: 'checked' }).API_ANSWERS).toBe('checked');
    expect(() => readEnv({ API_ANSWERS: 'fast' })).toThrow(/API_ANSWERS/);
  });
});

describe('a checked and a compiled API on the same data answer the same', () => {
  const bus = createInProcessEventBus(() => {});
  let checked: ProofApp;
  let compiled: FastifyInstance;

  beforeAll(async () => {
    // One database and one event bus, so both apps' caches see the same writes.
    checked = await startProofApp({ eventBus: bus });
    compiled = await buildApp({
      store: checked.store,
      dataDir: checked.dataDir,
      logLevel: 'silent',
      now: () => checked.clock.now,
      eventBus: bus,
      answers: 'compiled',
    });
    await compiled.ready();
  });
  afterAll(async () => {
    await compiled.close();
    await checked.close();
  });

  async function both(options: InjectOptions): Promise<Json> {
    const [a, b] = [await checked.inject(options), await compiled.inject(options)];
    const what = `${options.method} ${options.url}`;
    expect(b.statusCode, what).toBe(a.statusCode);
    expect(b.headers['content-type'], what).toBe(a.headers['content-type']);
    expect(b.json(), what).toStrictEqual(a.json());
    return { status: a.statusCode, body: a.json() as Json };
  }

  async function bothOk(url: string, headers: Record<string, string>): Promise<Json> {
    const { status, body } = await both({ method: 'GET', url, headers });
    expect(status, `GET ${url} answered ${JSON.stringify(body)}`).toBe(200);
    return body as Json;
  }

  it('every GET of the guest contract, for guests in every state of a stay', async () => {
    const guestGets = Object.entries(contract)
      .filter(([, route]) => route.method === 'GET')
      .map(([name]) => name);
    const called = new Set<string>();
    const get = async (name: string, url: string, headers: Record<string, string>) => {
      called.add(name);
      return bothOk(url, headers);
    };

    // Strings JSON escapes (quotes, backslash, U+2028, an emoji, non-ASCII) in what guests wrote.
    const marker = `trace-${randomUUID()} "q" \\ / ü 🛎\u2028<b>`;
    const esg1001 = await checked.signIn('ESG', 'ESG1001');
    const traces = await leaveTraces(guestClient(checked, HOTEL_KEYS.ESG, esg1001), marker);
    // A check-out requested (with a rating), a cancellation: their stamps and nulls filled in.
    const esg1002 = await checked.signIn('ESG', 'ESG1002');
    const checkOut = await checked.inject({
      method: 'POST',
      url: '/api/check-out',
      headers: guestHeaders('ESG', esg1002),
      payload: {
        options: ['CHECKOUT_LATE'],
        minibarUsed: true,
        minibarNotes: marker,
        rating: { score: 4 },
      },
    });
    expect(checkOut.statusCode, checkOut.body).toBe(201);
    const esg1004 = await checked.signIn('ESG', 'ESG1004');
    const cancelled = await checked.inject({
      method: 'POST',
      url: '/api/reservation/cancel',
      headers: guestHeaders('ESG', esg1004),
      payload: { reason: marker, policyAgreed: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const guests: [HotelCode, string][] = [
      ['ESG', esg1001],
      ['ESG', await checked.signIn('ESG', 'ESG1001', 'Tran')],
      ['ESG', esg1002],
      ['ESG', await checked.signIn('ESG', 'ESG1003')],
      ['ESG', esg1004],
      ['VCT', await checked.signIn('VCT', 'VCT1001')],
    ];
    for (const [hotel, token] of guests) {
      const headers = guestHeaders(hotel, token);
      for (const [name, url] of [
        ['getProfile', '/api/customer-flow/me'],
        ['getReservation', '/api/reservation'],
        ['getCheckIn', '/api/check-in'],
        ['getRating', '/api/rating'],
        ['getBill', '/api/bills'],
        ['getBillingInfo', '/api/billing-info'],
        ['listActivities', '/api/activities'],
        ['listMyActivities', '/api/my-activities'],
        ['listLocalTips', '/api/local-tips?filter=liked'],
        ['listFavorites', '/api/favorites?kind=local-tip'],
        ['getConversation', '/api/conversation'],
        ['getConversationUnread', '/api/conversation/unread'],
        ['getPushKey', '/api/push/key'],
      ] as const)
        await get(name, url, headers);
      const menu = (await get('getMenu', '/api/room-service/menu', headers)) as {
        categories: { items: { id: number }[] }[];
      };
      for (const item of menu.categories.flatMap((category) => category.items).slice(0, 3))
        await get('getMenuItem', `/api/room-service/menu/items/${item.id}`, headers);
      const { programs } = (await get('listPrograms', '/api/programs', headers)) as {
        programs: { id: number }[];
      };
      for (const program of programs.slice(0, 3))
        await get('getProgram', `/api/programs/${program.id}`, headers);
      const { localTips } = (await get('listLocalTips', '/api/local-tips', headers)) as {
        localTips: { id: number }[];
      };
      for (const tip of localTips.slice(0, 2))
        await get('getLocalTip', `/api/local-tips/${tip.id}`, headers);
      const { offers } = (await get('listOffers', '/api/offers', headers)) as {
        offers: { id: number }[];
      };
      for (const offer of offers.slice(0, 3))
        await get('getOffer', `/api/offers/${offer.id}`, headers);
      await get('listFavorites', '/api/favorites', headers);
      const { orders } = (await get('listOrders', '/api/room-service/orders', headers)) as {
        orders: { id: number }[];
      };
      // The demo guest has an order in every state (the refused one with its reason).
      for (const order of orders)
        await get('getOrder', `/api/room-service/orders/${order.id}`, headers);
    }
    await get(
      'getOrder',
      `/api/room-service/orders/${traces.orderId}`,
      guestHeaders('ESG', esg1001),
    );
    await get('getProgram', `/api/programs/${traces.programId}`, guestHeaders('ESG', esg1001));
    // The traces really reached the compared answers.
    const mine = await bothOk('/api/room-service/orders', guestHeaders('ESG', esg1001));
    expect(JSON.stringify(mine)).toContain(JSON.stringify(marker).slice(1, -1));

    expect([...called].sort()).toEqual(guestGets.sort());
    // Dozens of calls on two APIs: on PostgreSQL under a loaded machine, more than the default.
  }, 60_000);

  it('every staff GET, signed in as the manager (the identity document file excepted)', async () => {
    const { email, password } = demoStaff('ESG', 'manager');
    const session = await checked.inject({
      method: 'POST',
      url: '/api/staff/session',
      headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG },
      payload: { email, password },
    });
    const cookie = String(session.headers['set-cookie']).split(';')[0] ?? '';
    const headers = { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG, cookie };

    const staffGets = Object.entries(staffContract)
      .filter(([name, route]) => route.method === 'GET' && name !== 'getIdentityDocument')
      .map(([name]) => name);
    const called = new Set<string>();
    const get = async (name: string, url: string) => {
      called.add(name);
      return bothOk(url, headers);
    };
    await get('staffGetSession', '/api/staff/session');
    await get('listStaffAccounts', '/api/staff/accounts');
    await get('listAuditLog', '/api/staff/audit-log?limit=50');
    await get('listKitchenOrders', '/api/staff/orders');
    await get('listRoomTypes', '/api/staff/front-desk/room-types');
    await get('getStaffMenu', '/api/staff/menu');
    await get('listStaffPrograms', '/api/staff/programs');
    await get('listStaffLocalTips', '/api/staff/local-tips');
    await get('listStaffOffers', '/api/staff/offers');
    await get('findProgramGuests', '/api/staff/program-guests?q=ESG1001');
    await get('listStaffActivities', '/api/staff/activities');
    await get('listCancellations', '/api/staff/front-desk/cancellations?days=31');
    await get('listArrivals', '/api/staff/front-desk/arrivals');
    // Today's departures (ESG1002, check-out requested) and the arrivals of ESG1003 and ESG1005.
    const days = [
      '/api/staff/front-desk/departures',
      `/api/staff/front-desk/arrivals?date=${checked.arrivalOf('ESG', 'ESG1003')}`,
      `/api/staff/front-desk/arrivals?date=${checked.arrivalOf('ESG', 'ESG1005')}`,
    ];
    const ids: number[] = [];
    for (const url of days) {
      const day = (await get(
        url.includes('departures') ? 'listDepartures' : 'listArrivals',
        url,
      )) as {
        reservations: { id: number }[];
      };
      ids.push(...day.reservations.map((reservation) => reservation.id));
    }
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      await get('getFrontDeskReservation', `/api/staff/front-desk/reservations/${id}`);
      await get('getIdentityDetails', `/api/staff/front-desk/identity-details/${id}`);
      await get('listReservationMessages', `/api/staff/front-desk/reservations/${id}/messages`);
    }
    await get('searchReservations', '/api/staff/front-desk/search?q=schmidt');
    await get('searchReservations', '/api/staff/front-desk/search?q=esg');
    await get('listInHouse', '/api/staff/front-desk/in-house');
    await get('getManagerDashboard', '/api/staff/manager/dashboard?days=7');
    await get('getManagerDashboard', '/api/staff/manager/dashboard?days=30');
    await get('listHotelMessages', '/api/staff/messages');
    await get('getMessageSettings', '/api/staff/messages/settings');
    // Guests' threads (their messages hold strings JSON escapes) and a quick reply in both languages.
    await checked.store
      .insertInto('quick_replies')
      .values({
        hotel_id: (
          await checked.store
            .selectFrom('hotels')
            .select('id')
            .where('code', '=', 'ESG')
            .executeTakeFirstOrThrow()
        ).id,
        title_en: 'Towels "fresh" \\ 🛎',
        title_vi: 'Khăn tắm',
        text_en: 'On their way.\u2028',
        text_vi: 'Đang mang lên.',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await get('listQuickReplies', '/api/staff/quick-replies');
    const inbox = (await get('listInbox', '/api/staff/inbox')) as { threads: { id: number }[] };
    expect(inbox.threads.length).toBeGreaterThan(0);
    await get('listInbox', '/api/staff/inbox?state=done');
    for (const thread of inbox.threads)
      await get('getInboxThread', `/api/staff/inbox/${thread.id}`);
    expect([...called].sort()).toEqual(staffGets.sort());
    // Dozens of calls on two APIs: on PostgreSQL under a loaded machine, more than the default.
  }, 60_000);

  it('a compiled write answers its contract status and what the contract parses to itself', async () => {
    const token = await checked.signIn('ESG', 'ESG1001');
    const menu = (await bothOk('/api/room-service/menu', guestHeaders('ESG', token))) as {
      categories: { items: { id: number; available: boolean }[] }[];
    };
    const item = menu.categories.flatMap((category) => category.items).find((i) => i.available);
    const placed = await compiled.inject({
      method: 'POST',
      url: '/api/room-service/orders',
      headers: { ...guestHeaders('ESG', token), 'idempotency-key': `compiled-${randomUUID()}` },
      payload: { lines: [{ itemId: item?.id, quantity: 2 }], notes: 'compiled' },
    });
    expect(placed.statusCode, placed.body).toBe(contract.placeOrder.successStatus);
    expect(contract.placeOrder.response.parse(placed.json())).toStrictEqual(placed.json());
    // And the checked app reads the same order back.
    const { id } = placed.json() as { id: number };
    await bothOk(`/api/room-service/orders/${id}`, guestHeaders('ESG', token));
  });

  it('shows a dish kept or removed at once in both, though both just answered the menu', async () => {
    const headers = guestHeaders('ESG', await checked.signIn('ESG', 'ESG1003'));
    const favouritesOnMenu = async () => {
      const menu = (await bothOk('/api/room-service/menu', headers)) as {
        categories: { items: { id: number; isFavorite: boolean }[] }[];
      };
      const items = menu.categories.flatMap((category) => category.items);
      return { items, kept: items.filter((item) => item.isFavorite).map((item) => item.id) };
    };
    const before = await favouritesOnMenu();
    const dish = before.items.find((item) => !item.isFavorite)?.id;
    if (dish === undefined) throw new Error('every dish is a favourite already');
    const url = `/api/favorites/menu-item/${dish}`;
    const kept = await compiled.inject({ method: 'PUT', url, headers });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(new Set((await favouritesOnMenu()).kept)).toEqual(new Set([...before.kept, dish]));
    const removed = await checked.inject({ method: 'DELETE', url, headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await favouritesOnMenu()).kept).toEqual(before.kept);
  });

  it('refusals keep the error handler’s { code, message, details? } in both', async () => {
    const token = await checked.signIn('ESG', 'ESG1001');
    const headers = guestHeaders('ESG', token);
    const notFound = await both({ method: 'GET', url: '/api/room-service/orders/999999', headers });
    expect(notFound).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const invalid = await both({ method: 'GET', url: '/api/programs/abc', headers });
    expect(invalid).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((invalid.body as { details: unknown[] }).details.length).toBeGreaterThan(0);
    const unauthenticated = await both({ method: 'GET', url: '/api/bills', headers: {} });
    expect(unauthenticated).toMatchObject({ status: 400, body: { code: 'UNKNOWN_HOTEL' } });
    const noToken = await both({
      method: 'GET',
      url: '/api/bills',
      headers: { [HOTEL_KEY_HEADER]: '10' },
    });
    expect(noToken).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  it('the compiled app never parses an answer; the checked one parses each', async () => {
    const token = await checked.signIn('ESG', 'ESG1001');
    const parse = vi.spyOn(contract.getMenu.response, 'safeParse');
    const request = {
      method: 'GET',
      url: '/api/room-service/menu',
      headers: guestHeaders('ESG', token),
    } as const;
    expect((await compiled.inject(request)).statusCode).toBe(200);
    expect(parse).not.toHaveBeenCalled();
    expect((await checked.inject(request)).statusCode).toBe(200);
    expect(parse).toHaveBeenCalledTimes(1);
  });
});

describe('one route, handled in both modes', () => {
  const HOTEL: Hotel = {
    id: 1,
    hotelKey: '10',
    code: 'ESG',
    name: 'ESG',
    timeZone: 'Asia/Ho_Chi_Minh',
  };
  const route = staffContract.listStaffAccounts;
  const account = {
    id: 7,
    email: 'kitchen@esg.demo',
    name: 'Kim',
    role: 'kitchen',
    disabled: false,
    createdAt: '2026-01-02T03:04:05.000Z',
    lastSignInAt: null,
  };
  let answer: unknown;
  const apps: FastifyInstance[] = [];

  /** The staff accounts call alone, its handler answering `answer`, admitted without a session. */
  async function appOf(answers: AnswerMode): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    await app.register(multipart);
    app.decorateRequest('hotel', null);
    app.decorateRequest('guest', null);
    app.addHook('onRequest', async (request) => {
      request.hotel = HOTEL;
    });
    const handler: Handler<RouteDefinition> = () => answer as never;
    registerRoutes(
      app,
      { listStaffAccounts: route },
      { listStaffAccounts: handler },
      {},
      async () => ({}),
      answers,
    );
    await app.ready();
    apps.push(app);
    return app;
  }
  const call = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/staff/accounts' });

  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('drops the keys a handler adds (a password hash), as the zod parse strips them', async () => {
    answer = {
      accounts: [{ ...account, passwordHash: '$argon2id$v=19$secret', session: { token: 'live' } }],
      debug: { sql: 'SELECT *' },
    };
    const [checkedAnswer, compiledAnswer] = [
      await call(await appOf('checked')),
      await call(await appOf('compiled')),
    ];
    expect(compiledAnswer.statusCode, compiledAnswer.body).toBe(200);
    expect(compiledAnswer.body).not.toContain('argon2id');
    expect(compiledAnswer.body).not.toContain('live');
    expect(compiledAnswer.body).not.toContain('SELECT');
    expect(compiledAnswer.json()).toStrictEqual({ accounts: [account] });
    expect(compiledAnswer.json()).toStrictEqual(checkedAnswer.json());
  });

  it('writes an answer that breaks the schema as the serialiser can, unparsed (the checked tests catch it)', async () => {
    const checkedApp = await appOf('checked');
    const compiledApp = await appOf('compiled');
    const parse = vi.spyOn(route.response, 'safeParse');
    // A role the contract does not know, an id that is no integer, a flag that is a string.
    answer = { accounts: [{ ...account, id: 7.9, role: 'janitor', disabled: 'no' }] };
    const compiledAnswer = await call(compiledApp);
    expect(parse).not.toHaveBeenCalled();
    expect(compiledAnswer.statusCode).toBe(200);
    expect(compiledAnswer.json()).toStrictEqual({
      accounts: [{ ...account, id: 7, role: 'janitor', disabled: true }],
    });
    // Checked, the same answer is a 500 (and a 'response broke its schema' log line).
    expect((await call(checkedApp)).statusCode).toBe(500);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('writes a kept answer once, as the serialiser writes any answer', async () => {
    const stored = { ...account, passwordHash: '$argon2id$v=19$secret' };
    answer = keptAnswer({ accounts: [stored] });
    const checkedApp = await appOf('checked');
    const compiledApp = await appOf('compiled');
    const [checkedAnswer, compiledAnswer] = [await call(checkedApp), await call(compiledApp)];
    expect(compiledAnswer.headers['content-type']).toBe(checkedAnswer.headers['content-type']);
    expect(compiledAnswer.body).toBe(JSON.stringify({ accounts: [account] }));
    // A kept answer never changes: one that did would still be answered as first written.
    stored.name = 'Changed';
    expect((await call(compiledApp)).body).toBe(compiledAnswer.body);
    expect((await call(checkedApp)).json()).toMatchObject({ accounts: [{ name: 'Changed' }] });
  });

  it('refuses an answer missing a key in both modes (500)', async () => {
    const { email: _email, ...withoutEmail } = account;
    answer = { accounts: [withoutEmail] };
    expect((await call(await appOf('compiled'))).statusCode).toBe(500);
    expect((await call(await appOf('checked'))).statusCode).toBe(500);
  });
});
