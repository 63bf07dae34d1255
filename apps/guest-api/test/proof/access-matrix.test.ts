import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type RouteName } from '@portal/api-client/contract';
import { CSRF_TOKEN_HEADER, GUEST_SESSION_COOKIE } from '@portal/api-client/contract/errors';
import { buildPath } from '@portal/api-client/contract/route';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { guestCsrfTokenOf } from '../../src/platform/sessions/guest-cookie.ts';
import {
  guestClient,
  leaveTraces,
  type GuestClient,
  type GuestTraces,
} from './support/guest-actions.ts';
import { HOTEL_KEYS, startProofApp, type ProofApp } from './support/proof-app.ts';
import { firstIdOf } from '../test-server.ts';

/**
 * A guest reads and changes only their own things, within their own hotel: guest A (ESG1001),
 * guest B of another reservation of the same hotel (ESG1002), the sharer of A's reservation and
 * a guest of another hotel (VCT1001), each with things of their own.
 */
let proof: ProofApp;
let tokenA: string;
let a: GuestClient;
let b: GuestClient;
let sharer: GuestClient;
let vct: GuestClient;
let tracesA: GuestTraces;
let tracesB: GuestTraces;
let tracesVct: GuestTraces;

beforeAll(async () => {
  // Many sign-ins from one address: the per-address limit is proven in sign-in.test.ts.
  proof = await startProofApp({ signInRatePerMinute: 1_000 });
  tokenA = await proof.signIn('ESG', 'ESG1001');
  a = guestClient(proof, HOTEL_KEYS.ESG, tokenA);
  b = guestClient(proof, HOTEL_KEYS.ESG, await proof.signIn('ESG', 'ESG1002'));
  sharer = guestClient(proof, HOTEL_KEYS.ESG, await proof.signIn('ESG', 'ESG1001', 'Tran'));
  vct = guestClient(proof, HOTEL_KEYS.VCT, await proof.signIn('VCT', 'VCT1001'));
  tracesA = await leaveTraces(a, 'guest-A-private-marker');
  tracesB = await leaveTraces(b, 'guest-B-private-marker', 1);
  tracesVct = await leaveTraces(vct, 'hotel-VCT-private-marker');
});
afterAll(() => proof.close());

/** Any request a route accepts far enough to check who is asking: ids 1, an empty JSON body. */
function sampleRequest(name: RouteName) {
  const route = contract[name];
  const params = { id: 1, kind: 'local-tip', itemId: 1 };
  return {
    method: route.method,
    url: `/api${buildPath(route.path, params)}`,
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
  };
}

const signedInRoutes = (Object.keys(contract) as RouteName[]).filter((name) => contract[name].auth);

describe('another hotel', () => {
  it.each(signedInRoutes)(
    '%s refuses an ESG token sent with another hotel key (401)',
    async (name) => {
      const { method, url, payload } = sampleRequest(name);
      for (const hotelKey of [HOTEL_KEYS.VCT, HOTEL_KEYS.EHH]) {
        const response = await proof.inject({
          method,
          url,
          payload,
          headers: { [HOTEL_KEY_HEADER]: hotelKey, authorization: `Bearer ${tokenA}` },
        });
        expect(response.statusCode, `${method} ${url} with hotel ${hotelKey}`).toBe(401);
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    },
  );

  it('does not find ESG things by id for a VCT guest', async () => {
    const esgIds = {
      menu_items: await firstIdOf(proof.store, 'menu_items', 'ESG'),
      programs: await firstIdOf(proof.store, 'programs', 'ESG'),
      local_tips: await firstIdOf(proof.store, 'local_tips', 'ESG'),
      offers: await firstIdOf(proof.store, 'offers', 'ESG'),
      activities: await firstIdOf(proof.store, 'activities', 'ESG'),
    };
    const esgOf = (table: keyof typeof esgIds) => esgIds[table];
    const attempts: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['menu item', 'GET', `/api/room-service/menu/items/${esgOf('menu_items')}`],
      ['program', 'GET', `/api/programs/${esgOf('programs')}`],
      [
        'program reservation',
        'POST',
        `/api/programs/${esgOf('programs')}/reservation`,
        { seats: 1 },
      ],
      ['local tip', 'GET', `/api/local-tips/${esgOf('local_tips')}`],
      ['local tip like', 'PUT', `/api/local-tips/${esgOf('local_tips')}/like`],
      ['offer', 'GET', `/api/offers/${esgOf('offers')}`],
      ['favourite tip', 'PUT', `/api/favorites/local-tip/${esgOf('local_tips')}`],
      ['favourite program', 'PUT', `/api/favorites/program/${esgOf('programs')}`],
      ['favourite menu item', 'PUT', `/api/favorites/menu-item/${esgOf('menu_items')}`],
      ['favourite offer', 'PUT', `/api/favorites/offer/${esgOf('offers')}`],
      ['order', 'GET', `/api/room-service/orders/${tracesA.orderId}`],
      ['my activity', 'DELETE', `/api/my-activities/${tracesA.myActivityId}`],
    ];
    for (const [what, method, url, body] of attempts) {
      const answer = await vct.call(method, url, body);
      expect(answer.status, `${what}: ${method} ${url}`).toBe(404);
    }
    const activity = await vct.call('POST', '/api/my-activities', {
      activityId: esgOf('activities'),
      date: new Date().toISOString().slice(0, 10),
    });
    expect(activity.status).toBe(404);
    const cart = await vct.call('POST', '/api/room-service/cart-check', {
      lines: [{ itemId: esgOf('menu_items'), quantity: 1 }],
    });
    expect(cart.body.code).toBe('MENU_ITEM_UNAVAILABLE');
  });
});

describe('another guest of the same hotel', () => {
  // Every route that takes an id is here; a new one fails the coverage test below until it is.
  const ID_ROUTES: Record<string, (traces: GuestTraces) => Promise<void>> = {
    getOrder: async (traces) => {
      expect((await b.call('GET', `/api/room-service/orders/${traces.orderId}`)).status).toBe(404);
    },
    cancelProgramReservation: async (traces) => {
      expect((await b.call('DELETE', `/api/programs/${traces.programId}/reservation`)).status).toBe(
        404,
      );
      const program = await a.call('GET', `/api/programs/${traces.programId}`);
      expect(program.body.myReservation).toMatchObject({ notes: traces.marker });
    },
    getProgram: async (traces) => {
      const seen = await b.call('GET', `/api/programs/${traces.programId}`);
      expect(seen.status).toBe(200);
      expect(JSON.stringify(seen.body)).not.toContain(traces.marker);
    },
    reserveProgram: async (traces) => {
      // B reserving the same program makes B's own reservation; A's stays A's.
      const reserved = await b.call('POST', `/api/programs/${traces.programId}/reservation`, {
        seats: 1,
        notes: 'B books too',
      });
      expect([201, 409]).toContain(reserved.status);
      expect(JSON.stringify(reserved.body)).not.toContain(traces.marker);
      const program = await a.call('GET', `/api/programs/${traces.programId}`);
      expect(program.body.myReservation).toMatchObject({ notes: traces.marker });
    },
    removeMyActivity: async (traces) => {
      expect((await b.call('DELETE', `/api/my-activities/${traces.myActivityId}`)).status).toBe(
        404,
      );
      const mine = await a.call('GET', '/api/my-activities');
      expect(JSON.stringify(mine.body)).toContain(`"id":${traces.myActivityId},`);
    },
    unlikeLocalTip: async (traces) => {
      await b.call('DELETE', `/api/local-tips/${traces.localTipId}/like`);
      expect((await a.call('GET', `/api/local-tips/${traces.localTipId}`)).body.liked).toBe(true);
    },
    likeLocalTip: async (traces) => {
      const liked = await b.call('PUT', `/api/local-tips/${traces.localTipId}/like`);
      expect(liked.body.liked).toBe(true);
      await b.call('DELETE', `/api/local-tips/${traces.localTipId}/like`);
      expect((await a.call('GET', `/api/local-tips/${traces.localTipId}`)).body.liked).toBe(true);
    },
    getLocalTip: async (traces) => {
      const tip = await b.call('GET', `/api/local-tips/${traces.localTipId}`);
      expect(tip.body).toMatchObject({ liked: false, isFavorite: false });
    },
    removeFavorite: async (traces) => {
      await b.call('DELETE', `/api/favorites/local-tip/${traces.favoriteItemId}`);
      const kept = await a.call('GET', '/api/favorites');
      expect(JSON.stringify(kept.body)).toContain(`"itemId":${traces.favoriteItemId},`);
    },
    addFavorite: async (traces) => {
      await b.call('PUT', `/api/favorites/local-tip/${traces.favoriteItemId}`);
      await b.call('DELETE', `/api/favorites/local-tip/${traces.favoriteItemId}`);
      const kept = await a.call('GET', '/api/favorites');
      expect(JSON.stringify(kept.body)).toContain(`"itemId":${traces.favoriteItemId},`);
    },
    getMenuItem: async () => {
      const item = await b.call('GET', '/api/room-service/menu/items/1');
      expect([200, 404]).toContain(item.status);
    },
    getOffer: async () => {
      const offer = await b.call('GET', '/api/offers/1');
      expect([200, 404]).toContain(offer.status);
      expect(JSON.stringify(offer.body)).not.toContain(tracesA.marker);
    },
  };

  it('covers every route that takes an id', () => {
    const withParams = (Object.keys(contract) as RouteName[]).filter(
      (name) => 'params' in contract[name],
    );
    expect(withParams.filter((name) => !ID_ROUTES[name])).toEqual([]);
  });

  it.each(Object.keys(ID_ROUTES))("%s: B never reads or changes A's", async (name) => {
    await ID_ROUTES[name]?.(tracesA);
  });

  const readRoutes = (Object.keys(contract) as RouteName[]).filter(
    (name) =>
      contract[name].auth && contract[name].method === 'GET' && !('params' in contract[name]),
  );
  it.each(readRoutes)(
    "%s: B's answer holds nothing of A's, nor of another hotel's guest",
    async (name) => {
      const route = contract[name];
      const answer = await b.call('GET', `/api${route.path}`);
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      for (const foreign of [
        tracesA.marker,
        tracesVct.marker,
        'minhanh.nguyen@example.com',
        'ESG1001',
      ]) {
        expect(text).not.toContain(foreign);
      }
      // A's own answer does hold A's traces where the route shows them: the check above can fail.
      if (['listOrders', 'getBillingInfo', 'getRating', 'getConversation'].includes(name)) {
        expect(JSON.stringify((await a.call('GET', `/api${route.path}`)).body)).toContain(
          tracesA.marker,
        );
        expect(text).toContain(tracesB.marker);
      }
    },
  );

  it("B's changes to billing and rating leave A's as they were", async () => {
    await b.call('PUT', '/api/billing-info', {
      taxCode: '999',
      businessName: 'B again',
      address: 'B street',
      email: '',
    });
    await b.call('PUT', '/api/rating', { score: 1, experience: 'B again' });
    expect((await a.call('GET', '/api/billing-info')).body.businessName).toBe(tracesA.marker);
    expect((await a.call('GET', '/api/rating')).body).toMatchObject({
      rating: { experience: tracesA.marker },
    });
  });
});

describe("the sharer of A's reservation", () => {
  it('sees the reservation they share but may not cancel it or submit its pre check-in', async () => {
    expect((await sharer.call('GET', '/api/reservation')).body.reservationNumber).toBe('ESG1001');
    const cancel = await sharer.call('POST', '/api/reservation/cancel', {
      reason: 'not mine to cancel',
      policyAgreed: true,
    });
    expect(cancel).toMatchObject({ status: 403, body: { code: 'PRIMARY_GUEST_ONLY' } });
    const boundary = 'proof';
    const response = await proof.inject({
      method: 'POST',
      url: '/api/check-in',
      headers: {
        [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
        authorization: (await sharerAuthorization()) ?? '',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n{"guests":[]}\r\n--${boundary}--\r\n`,
    });
    expect(response.json()).toMatchObject({ code: 'PRIMARY_GUEST_ONLY' });
    expect((await a.call('GET', '/api/reservation')).body).toMatchObject({
      cancellation: { cancelledAt: null },
    });
  });

  it('may not request check-out for the reservation, even on its departure date', async () => {
    const realNow = proof.clock.now;
    const departure = String((await a.call('GET', '/api/reservation')).body.departureDate);
    proof.clock.now = new Date(`${departure}T05:00:00.000Z`);
    try {
      // Signed in on that day: a session from today may have expired by then (72 hours).
      const sharerThen = guestClient(proof, HOTEL_KEYS.ESG, await sharerToken());
      const aThen = guestClient(proof, HOTEL_KEYS.ESG, await proof.signIn('ESG', 'ESG1001'));
      const checkOut = await sharerThen.call('POST', '/api/check-out', { minibarUsed: false });
      expect(checkOut).toMatchObject({ status: 403, body: { code: 'PRIMARY_GUEST_ONLY' } });
      expect((await aThen.call('GET', '/api/reservation')).body).toMatchObject({
        checkOut: { requestedAt: null },
      });
    } finally {
      proof.clock.now = realNow;
    }
  });

  it("does not read A's billing information, rating or conversation with the hotel", async () => {
    const text = JSON.stringify([
      (await sharer.call('GET', '/api/billing-info')).body,
      (await sharer.call('GET', '/api/rating')).body,
      (await sharer.call('GET', '/api/conversation')).body,
    ]);
    expect(text).not.toContain(tracesA.marker);
  });
});

function sharerToken(): Promise<string> {
  return proof.signIn('ESG', 'ESG1001', 'Tran');
}

async function sharerAuthorization(): Promise<string | undefined> {
  return `Bearer ${await sharerToken()}`;
}

describe('tokens that no longer hold', () => {
  let signedOut: string;
  let expiring: string;
  beforeAll(async () => {
    signedOut = await proof.signIn('ESG', 'ESG1003');
    const out = await proof.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG, authorization: `Bearer ${signedOut}` },
    });
    expect(out.statusCode).toBe(200);
    expiring = await proof.signIn('ESG', 'ESG1004');
  });

  it.each(signedInRoutes)(
    '%s refuses a missing, signed-out or expired token (401)',
    async (name) => {
      const { method, url, payload } = sampleRequest(name);
      const realNow = proof.clock.now;
      for (const [what, authorization, moveClock] of [
        ['no token', undefined, false],
        ['signed out', `Bearer ${signedOut}`, false],
        ['expired (73 h later)', `Bearer ${expiring}`, true],
      ] as const) {
        if (moveClock) proof.clock.now = new Date(realNow.getTime() + 73 * 3_600_000);
        const response = await proof.inject({
          method,
          url,
          payload,
          headers: {
            [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
            ...(authorization ? { authorization } : {}),
          },
        });
        proof.clock.now = realNow;
        expect(response.statusCode, `${what}: ${method} ${url}`).toBe(401);
      }
    },
  );
});

describe('writes made with the session cookie (the CSRF column)', () => {
  const guestWrites = signedInRoutes.filter((name) => contract[name].method !== 'GET');

  it('covers every signed-in write of the contract', () => {
    expect(guestWrites.length).toBeGreaterThan(10);
    expect(guestWrites).toContain('signOut');
  });

  it.each(guestWrites)(
    '%s refuses the cookie without its CSRF token, or with another session’s (403 CSRF_REJECTED)',
    async (name) => {
      const { method, url, payload } = sampleRequest(name);
      const other = guestCsrfTokenOf(await proof.signIn('ESG', 'ESG1002'));
      for (const [what, csrf] of [
        ['no token', undefined],
        ['another session’s token', other],
      ] as const) {
        const response = await proof.inject({
          method,
          url,
          payload,
          headers: {
            [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
            cookie: `${GUEST_SESSION_COOKIE}=${tokenA}`,
            ...(csrf ? { [CSRF_TOKEN_HEADER]: csrf } : {}),
          },
        });
        expect(response.statusCode, `${what}: ${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'CSRF_REJECTED' });
      }
      // With its own token the same request passes the check (the refusal above can fail).
      const own = await proof.signIn('ESG', 'ESG1001');
      const response = await proof.inject({
        method,
        url,
        payload,
        headers: {
          [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
          cookie: `${GUEST_SESSION_COOKIE}=${own}`,
          [CSRF_TOKEN_HEADER]: guestCsrfTokenOf(own),
        },
      });
      expect(response.body).not.toContain('CSRF_REJECTED');
    },
  );
});
