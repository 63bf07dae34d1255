import type { APIRequestContext, Page } from '@playwright/test';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import type { Story } from '../../support/demo-guests.ts';
import { SCREENS } from '../../../src/app/screens.ts';

/** What a route needs: whose session, and for `{id}` routes how to find or make the thing. */
export interface SpecRoute {
  /** The route's path, with :id for its {id}. */
  pattern: string;
  /** Who opens it; null: no session. */
  story: Story | null;
  /** The route changes the guest's data to be reachable (order, reservation): a private guest. */
  mutates?: boolean;
  /** Makes the concrete path from the signed-in guest's API. */
  resolve?: (api: GuestApi) => Promise<string>;
  /**
   * A step of a flow, reached only through the screen before it (opened directly it sends the
   * guest back there): the way there, in words that hold in both languages.
   */
  through?: { path: string; steps: (page: Page) => Promise<void> };
}

export interface GuestApi {
  get: (path: string) => Promise<Record<string, unknown>>;
  send: (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Record<string, unknown>>;
}

const firstId = async (api: GuestApi, path: string, list: string) => {
  const items = (await api.get(path))[list] as { id: number }[] | undefined;
  const id = items?.[0]?.id;
  if (id === undefined) throw new Error(`No ${list} at ${path}`);
  return id;
};
const firstMenuItem = async (api: GuestApi) => {
  const menu = (await api.get('/api/room-service/menu')) as {
    categories: { items: { id: number; available: boolean }[] }[];
  };
  const item = menu.categories
    .flatMap((category) => category.items)
    .find((candidate) => candidate.available);
  if (!item) throw new Error('No available menu item');
  return item.id;
};
const openProgram = async (api: GuestApi) => {
  const { programs } = (await api.get('/api/programs')) as {
    programs: { id: number; fullyBooked: boolean; myReservation: unknown }[];
  };
  const program = programs.find((candidate) => !candidate.fullyBooked && !candidate.myReservation);
  if (!program) throw new Error('No program open for reservation');
  return program.id;
};

/**
 * Every route a guest can open (apps/guest-portal/README.md, Shells and the session), with what
 * it needs.
 */
export const SPEC_ROUTES: SpecRoute[] = [
  { pattern: '/login', story: null },
  { pattern: '/hotel', story: null },
  { pattern: '/home', story: 'arrived' },
  { pattern: '/check-in', story: 'confirmedNoRoom' },
  { pattern: '/check-in-success', story: 'confirmedNoRoom' },
  {
    pattern: '/reserve/:id',
    story: 'arrived',
    resolve: async (api) => `/reserve/${await openProgram(api)}`,
  },
  {
    pattern: '/reserve-success/:id',
    story: 'arrived',
    mutates: true,
    resolve: async (api) => {
      const id = await openProgram(api);
      await api.send('POST', `/api/programs/${id}/reservation`, { seats: 1 });
      return `/reserve-success/${id}`;
    },
  },
  {
    pattern: '/cancel-program/:id',
    story: 'arrived',
    mutates: true,
    resolve: async (api) => {
      const id = await openProgram(api);
      await api.send('POST', `/api/programs/${id}/reservation`, { seats: 1 });
      return `/cancel-program/${id}`;
    },
  },
  {
    pattern: '/cancel-success/:id',
    story: 'arrived',
    mutates: true,
    resolve: async (api) => {
      const id = await openProgram(api);
      await api.send('POST', `/api/programs/${id}/reservation`, { seats: 1 });
      await api.send('DELETE', `/api/programs/${id}/reservation`);
      return `/cancel-success/${id}`;
    },
  },
  { pattern: '/programs', story: 'arrived' },
  {
    pattern: '/program-detail/:id',
    story: 'arrived',
    resolve: async (api) => `/program-detail/${await firstId(api, '/api/programs', 'programs')}`,
  },
  { pattern: '/local-tips', story: 'arrived' },
  {
    pattern: '/local-tip-detail/:id',
    story: 'arrived',
    resolve: async (api) =>
      `/local-tip-detail/${await firstId(api, '/api/local-tips', 'localTips')}`,
  },
  { pattern: '/profile', story: 'arrived' },
  { pattern: '/my-reservation', story: 'confirmedNoRoom' },
  { pattern: '/my-activities', story: 'arrived' },
  { pattern: '/messages', story: 'arrived' },
  { pattern: '/my-favorites', story: 'arrived' },
  { pattern: '/check-out', story: 'departsToday' },
  {
    pattern: '/check-out-balance-bill',
    story: 'departsToday',
    through: {
      path: '/check-out',
      steps: async (page) => {
        await page
          .getByRole('radiogroup', { name: /mini-?bar/i })
          .getByRole('radio')
          .nth(1)
          .check();
        await page.locator('main form button[type="submit"]').last().click();
      },
    },
  },
  { pattern: '/check-out-success', story: 'departsToday' },
  { pattern: '/in-room-service', story: 'arrived' },
  {
    pattern: '/food-detail/:id',
    story: 'arrived',
    resolve: async (api) => `/food-detail/${await firstMenuItem(api)}`,
  },
  {
    pattern: '/order-success/:id',
    story: 'arrived',
    mutates: true,
    resolve: async (api) => {
      const order = await api.send(
        'POST',
        '/api/room-service/orders',
        { lines: [{ itemId: await firstMenuItem(api), quantity: 1 }] },
        { 'idempotency-key': `proof-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      );
      return `/order-success/${String(order.id)}`;
    },
  },
  { pattern: '/special-offer', story: 'arrived' },
  { pattern: '/balance-and-bills', story: 'arrived' },
  { pattern: '/cart', story: 'arrived' },
  { pattern: '/cancel-reservation', story: 'confirmedNoRoom' },
  { pattern: '/language', story: 'arrived' },
];

/**
 * The routes of that list: every signed-in screen the portal describes (src/app/screens.ts) must
 * be in it, so no walk leaves a screen out.
 */
export function builtRoutes(): SpecRoute[] {
  const walked = new Set(SPEC_ROUTES.map((route) => route.pattern));
  const missing = SCREENS.map((screen) => screen.path).filter((screen) => !walked.has(screen));
  if (missing.length) throw new Error(`No walk opens ${missing.join(', ')}: add it to SPEC_ROUTES`);
  return SPEC_ROUTES;
}

export function guestApi(request: APIRequestContext, hotelKey: string, token: string): GuestApi {
  const headers = { [HOTEL_KEY_HEADER]: hotelKey, authorization: `Bearer ${token}` };
  const json = async (response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) => {
    if (!response.ok())
      throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    get: async (url) => json(await request.get(url, { headers }), `GET ${url}`),
    send: async (method, url, body, extra = {}) =>
      json(
        await request.fetch(url, {
          method,
          headers: { ...headers, ...extra },
          ...(body === undefined ? {} : { data: body }),
        }),
        `${method} ${url}`,
      ),
  };
}
