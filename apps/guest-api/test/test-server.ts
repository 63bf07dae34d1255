import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { buildApp, type AppOptions } from '../src/app.ts';
import type { Store } from '../src/db/store.ts';
import type { Tables } from '../src/db/tables.ts';
import { createPostgresEventBus } from '../src/platform/events/postgres-event-bus.ts';
import { createSessionRepository } from '../src/platform/sessions/session-repository.ts';
import { seedDemoData, syncHotels } from '../src/seed/seed-demo-data.ts';
import { noPushService, TEST_PUSH_SERVICES } from './support/no-push-service.ts';
import { openTestStore } from './support/test-store.ts';

export const HOTEL_KEYS = { ESG: '10', VCT: '20', EHH: '30' } as const;

/**
 * The session a sign-in answered, from its `portal_guest` cookie: the tests send it back as a
 * bearer token (a caller that is not a browser page), or as the cookie where the cookie is the
 * subject.
 */
export function sessionTokenOf(answer: { headers: Headers }): string {
  for (const cookie of answer.headers.getSetCookie()) {
    const found = /^portal_guest=([^;]+)/.exec(cookie);
    if (found?.[1]) return found[1];
  }
  throw new Error('The answer set no session cookie');
}
export type HotelCode = keyof typeof HOTEL_KEYS;

export interface CallOptions {
  hotel?: HotelCode | null;
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  /** A raw body sent as is (FormData, text, ...). */
  raw?: RequestInit['body'];
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  app: FastifyInstance;
  /** Its own database: a SQLite file, or a PostgreSQL database in the `postgres` project. */
  store: Store;
  dataDir: string;
  baseUrl: string;
  /** The clock the rules read; tests may move it. */
  clock: { now: Date };
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<ApiAnswer<T>>;
  /** Signs a demo guest in by reservation number and surname; answers the access token. */
  signIn(hotel: HotelCode, reservationNumber: string, surname?: string): Promise<string>;
  /** An access token for any guest, e.g. a sharer who shares the primary guest's surname. */
  tokenFor(guestId: number): Promise<string>;
  /** The primary guest (or the first sharer) of a demo reservation. */
  guestId(hotel: HotelCode, reservationNumber: string, primary?: boolean): Promise<number>;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<AppOptions> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guest-api-test-'));
  const testStore = await openTestStore(dataDir);
  const { store } = testStore;
  await syncHotels(store, discoverTenants());
  await seedDemoData(store);
  // On PostgreSQL the events travel through LISTEN/NOTIFY, as between instances in production.
  const eventBus = testStore.databaseUrl
    ? await createPostgresEventBus(testStore.databaseUrl, (error) => console.error(error))
    : undefined;
  const clock = { now: new Date() };
  const app = await buildApp({
    store,
    eventBus,
    dataDir,
    logLevel: 'silent',
    now: () => clock.now,
    signInRatePerMinute: 1000,
    // Tests sign in and fail often from 127.0.0.1; the budgets are proven in test/proof/sign-in.test.ts.
    signInFailuresPerClient: 1000,
    signInFailuresPerHotel: 100_000,
    webPush: { fetch: noPushService, services: TEST_PUSH_SERVICES },
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function call<T>(
    method: string,
    url: string,
    options: CallOptions = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const hotel = options.hotel === undefined ? 'ESG' : options.hotel;
    if (hotel) headers[HOTEL_KEY_HEADER] = HOTEL_KEYS[hotel];
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'] = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${url}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (the docs page, a picture): the text itself.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function reservationRow(hotel: HotelCode, number: string) {
    const row = await store
      .selectFrom('reservations as r')
      .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
      .innerJoin('guests as g', (join) =>
        join.onRef('g.reservation_id', '=', 'r.id').on('g.is_primary', '=', 1),
      )
      .select(['r.arrival_date', 'g.first_name', 'g.last_name'])
      .where('h.code', '=', hotel)
      .where('r.reservation_number', '=', number)
      .executeTakeFirst();
    if (!row) throw new Error(`No demo reservation ${number}`);
    return { arrivalDate: row.arrival_date, givenName: row.first_name, surname: row.last_name };
  }

  return {
    app,
    store,
    dataDir,
    baseUrl,
    clock,
    call,
    async signIn(hotel, reservationNumber, surname) {
      const row = await reservationRow(hotel, reservationNumber);
      const answer = await call('POST', '/api/auth/sign-in', {
        hotel,
        // The primary guest by their full name (a family shares the surname); a sharer by their surname.
        body: surname
          ? { reservation: reservationNumber, arrivalDate: row.arrivalDate, surname }
          : {
              reservation: reservationNumber,
              arrivalDate: row.arrivalDate,
              surname: row.surname,
              givenName: row.givenName,
            },
      });
      if (answer.status !== 200)
        throw new Error(`Sign-in of ${reservationNumber} failed: ${JSON.stringify(answer.body)}`);
      return sessionTokenOf(answer);
    },
    async tokenFor(guestId) {
      const row = await store
        .selectFrom('guests as g')
        .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
        .select('r.hotel_id')
        .where('g.id', '=', guestId)
        .executeTakeFirstOrThrow();
      const session = createSessionRepository(store);
      return (await session.open(guestId, row.hotel_id, 'access', 3_600_000)).token;
    },
    async guestId(hotel, reservationNumber, primary = true) {
      const row = await store
        .selectFrom('guests as g')
        .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
        .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
        .select('g.id')
        .where('h.code', '=', hotel)
        .where('r.reservation_number', '=', reservationNumber)
        .where('g.is_primary', '=', primary ? 1 : 0)
        .orderBy('g.id')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw new Error(`No guest on ${reservationNumber}`);
      return row.id;
    },
    async close() {
      await app.close();
      await eventBus?.close();
      await testStore.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type HotelTable = {
  [T in keyof Tables]: Tables[T] extends { id: unknown; hotel_id: number } ? T : never;
}[keyof Tables];

/** Ids of one hotel's things, for isolation tests. */
export async function firstIdOf(
  store: Store,
  table: HotelTable,
  hotel: HotelCode,
): Promise<number> {
  const row = await store
    .selectFrom(`${table} as t` as 'menu_items as t')
    .innerJoin('hotels as h', 'h.id', 't.hotel_id')
    .select('t.id')
    .where('h.code', '=', hotel)
    .orderBy('t.id')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`No ${table} in ${hotel}`);
  return row.id;
}
