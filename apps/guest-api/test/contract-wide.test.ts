import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type RouteName } from '@portal/api-client/contract';
import type { RouteDefinition } from '@portal/api-client/contract/route';
import { firstIdOf, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let esg: string;
let vct: string;
/** Ids that belong to VCT or to VCT's guests, per route taking an id. */
let foreignParams: Record<string, Record<string, string | number>>;

const routes = Object.entries(contract) as [RouteName, RouteDefinition][];

function url(
  route: RouteDefinition,
  params: Record<string, string | number> = { id: 1, kind: 'offer', itemId: 1 },
): string {
  return `/api${route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => String(params[name] ?? 1))}`;
}

beforeAll(async () => {
  server = await startTestServer();
  esg = await server.signIn('ESG', 'ESG1001');
  vct = await server.signIn('VCT', 'VCT1001');
  const order = await server.call('POST', '/api/room-service/orders', {
    hotel: 'VCT',
    token: vct,
    headers: { 'idempotency-key': 'vct-order-isolation' },
    body: { lines: [{ itemId: await firstIdOf(server.store, 'menu_items', 'VCT'), quantity: 1 }] },
  });
  const reservation = await server.call('GET', '/api/reservation', { hotel: 'VCT', token: vct });
  const added = await server.call<{ added: { id: number }[] }>('POST', '/api/my-activities', {
    hotel: 'VCT',
    token: vct,
    body: {
      activityId: await firstIdOf(server.store, 'activities', 'VCT'),
      date: String(reservation.body.hotelToday),
    },
  });
  const vctIds = {
    menuItem: await firstIdOf(server.store, 'menu_items', 'VCT'),
    program: await firstIdOf(server.store, 'programs', 'VCT'),
    localTip: await firstIdOf(server.store, 'local_tips', 'VCT'),
    offer: await firstIdOf(server.store, 'offers', 'VCT'),
  };
  foreignParams = {
    getMenuItem: { id: vctIds.menuItem },
    getOrder: { id: Number(order.body.id) },
    getProgram: { id: vctIds.program },
    reserveProgram: { id: vctIds.program },
    cancelProgramReservation: { id: vctIds.program },
    getLocalTip: { id: vctIds.localTip },
    likeLocalTip: { id: vctIds.localTip },
    unlikeLocalTip: { id: vctIds.localTip },
    addFavorite: { kind: 'local-tip', itemId: vctIds.localTip },
    removeFavorite: { kind: 'program', itemId: vctIds.program },
    removeMyActivity: { id: added.body.added[0]?.id ?? 0 },
    getOffer: { id: vctIds.offer },
  };
});
afterAll(() => server.close());

describe('every signed-in call', () => {
  it('needs a token: 401 UNAUTHENTICATED without one, or with a bad one', async () => {
    for (const [name, route] of routes.filter(([, candidate]) => candidate.auth)) {
      for (const token of [null, 'not-a-real-token-but-long-enough']) {
        const answer = await server.call(route.method, url(route), {
          token,
          body: route.body ? {} : undefined,
        });
        expect(answer.status, name).toBe(401);
        expect(answer.body.code, name).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('needs the hotel key of the hotel that issued the token', async () => {
    for (const [name, route] of routes.filter(([, candidate]) => candidate.auth)) {
      const answer = await server.call(route.method, url(route), {
        hotel: 'EHH',
        token: esg,
        body: route.body ? {} : undefined,
      });
      expect(answer.status, name).toBe(401);
    }
  });
});

describe('isolation between hotels', () => {
  it('covers every call that takes an id', () => {
    const withParams = routes
      .filter(([, route]) => route.params)
      .map(([name]) => name)
      .sort();
    expect(Object.keys(foreignParams).sort()).toEqual(withParams);
  });

  it("answers 404 and no data for another hotel's (or another guest's) ids", async () => {
    for (const [name, params] of Object.entries(foreignParams)) {
      const route: RouteDefinition = contract[name as RouteName];
      const answer = await server.call(route.method, url(route, params), {
        token: esg,
        body: route.body ? {} : undefined,
      });
      expect(answer.status, name).toBe(404);
      expect(Object.keys(answer.body).sort(), name).toEqual(['code', 'message']);
    }
  });

  it("lists never show another hotel's things", async () => {
    const tips = await server.call<{ localTips: { id: number }[] }>('GET', '/api/local-tips', {
      token: esg,
    });
    const vctTip = await firstIdOf(server.store, 'local_tips', 'VCT');
    expect(tips.body.localTips.map((tip) => tip.id)).not.toContain(vctTip);
    const orders = await server.call<{ orders: { id: number }[] }>(
      'GET',
      '/api/room-service/orders',
      { token: esg },
    );
    // The demo seeds orders in every hotel: the guest's list holds its own hotel's only.
    const otherHotels = (
      await server.store
        .selectFrom('orders as o')
        .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
        .select('o.id')
        .where('h.code', '<>', 'ESG')
        .execute()
    ).map((row) => row.id);
    expect(otherHotels.length).toBeGreaterThan(0);
    for (const order of orders.body.orders) expect(otherHotels).not.toContain(order.id);
    const mine = await server.call<{ myActivities: unknown[] }>('GET', '/api/my-activities', {
      token: esg,
    });
    expect(mine.body.myActivities).toEqual([]);
  });
});

describe('bad input never gets a 5xx', () => {
  const jsonRoutes = routes.filter(([, route]) => route.body);

  it('refuses text holding the NUL character, and ids past 32 bits, with 400 on either store', async () => {
    const answer = await server.call('PUT', '/api/rating', {
      token: esg,
      body: { score: 4, experience: 'Lovely\u0000stay' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'body.experience: the NUL character is not allowed',
    });
    const search = await server.call('GET', '/api/local-tips?filter=all%00', { token: esg });
    expect(search.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'query.filter: the NUL character is not allowed',
    });
    // The check walks bodies nested far deeper than the call stack goes.
    const deep = await server.call('PUT', '/api/rating', {
      token: esg,
      raw: `${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.status).toBe(400);
    // Ids are 32-bit in both stores: a larger one is invalid, not a lookup PostgreSQL would refuse.
    const huge = await server.call('GET', '/api/programs/4294967296', { token: esg });
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe('VALIDATION_FAILED');
    const rating = await server.call('GET', '/api/rating', { token: esg });
    expect(JSON.stringify(rating.body)).not.toContain('\\u0000');
  });

  it('refuses a body that is not JSON with 400, and an unsupported content type with 415', async () => {
    for (const [name, route] of jsonRoutes) {
      const token = route.auth ? esg : null;
      const broken = await server.call(route.method, url(route), {
        token,
        raw: '{"oops',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status, name).toBe(400);
      expect(broken.body.code, name).toBe('VALIDATION_FAILED');
      const text = await server.call(route.method, url(route), {
        token,
        raw: 'hello',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.status, name).toBe(415);
      expect(text.body.code, name).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('refuses a body of the wrong type or with missing fields with 400', async () => {
    for (const [name, route] of jsonRoutes) {
      const token = route.auth ? esg : null;
      for (const body of [[], 'text', 42, null]) {
        const answer = await server.call(route.method, url(route), { token, body });
        expect(answer.status, `${name} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    const token = esg;
    const answer = await server.call('PUT', '/api/billing-info', {
      token,
      body: { taxCode: 'x'.repeat(1024 * 1024 + 10), businessName: '', address: '', email: '' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses ids that are not positive integers with 400', async () => {
    for (const [name, route] of routes.filter(([, candidate]) => candidate.params)) {
      for (const id of ['abc', '-1', '0', '1.5']) {
        const answer = await server.call(
          route.method,
          url(route, { id, kind: 'offer', itemId: id }),
          { token: esg, body: route.body ? {} : undefined },
        );
        expect(answer.status, `${name} ${id}`).toBe(400);
      }
    }
  });

  it('answers 404 NOT_FOUND for an unknown API path', async () => {
    const answer = await server.call('GET', '/api/no-such-call', { token: esg });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
  });
});
