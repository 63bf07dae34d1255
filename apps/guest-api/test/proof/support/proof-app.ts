import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { buildApp, type AppOptions } from '../../../src/app.ts';
import type { Store } from '../../../src/db/store.ts';
import { seedDemoData, syncHotels } from '../../../src/seed/seed-demo-data.ts';
import { noPushService, TEST_PUSH_SERVICES } from '../../support/no-push-service.ts';
import { openTestStore } from '../../support/test-store.ts';

export const HOTEL_KEYS = { ESG: '10', VCT: '20', EHH: '30' } as const;
export type HotelCode = keyof typeof HOTEL_KEYS;

/** A portal page with an external script and a stylesheet, as Vite builds it. */
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>ESG Hotel Saigon</title>
<script type="module" crossorigin src="/assets/index-proof.js"></script></head><body><div id="root"></div></body></html>`;

export interface ProofApp {
  app: FastifyInstance;
  /** Its own database: a SQLite file, or a PostgreSQL database in the `postgres` project. */
  store: Store;
  /** parent/data: the API's DATA_DIR (database and uploads). */
  dataDir: string;
  /** parent/static: the portal served at `/`, a sibling of the data folder. */
  staticRoot: string;
  clock: { now: Date };
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs a demo guest (primary, or the sharer with that surname) in; answers the access token. */
  signIn(hotel: HotelCode, reservationNumber: string, surname?: string): Promise<string>;
  arrivalOf(hotel: HotelCode, reservationNumber: string): string;
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real API (buildApp) on a fresh seeded database, with a small built portal beside it,
 * driven in-process through Fastify's inject (or over HTTP after listen()).
 */
export async function startProofApp(overrides: Partial<AppOptions> = {}): Promise<ProofApp> {
  const parent = mkdtempSync(path.join(tmpdir(), 'guest-api-proof-'));
  const dataDir = path.join(parent, 'data');
  const staticRoot = path.join(parent, 'static');
  mkdirSync(path.join(staticRoot, 'assets'), { recursive: true });
  writeFileSync(path.join(staticRoot, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(staticRoot, 'assets/index-proof.js'), 'console.log("portal");\n');
  const testStore = await openTestStore(dataDir);
  const { store } = testStore;
  await syncHotels(store, discoverTenants());
  await seedDemoData(store);
  const clock = { now: new Date() };
  const app = await buildApp({
    store,
    dataDir,
    staticRoot,
    logLevel: process.env.PROOF_LOG_LEVEL ?? 'silent',
    now: () => clock.now,
    webPush: { fetch: noPushService, services: TEST_PUSH_SERVICES },
    ...overrides,
  });

  // The demo's reservations as seeded, read once: arrivalOf answers without a query.
  const demoReservations = new Map(
    (
      await store
        .selectFrom('reservations as r')
        .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
        .innerJoin('guests as g', (join) =>
          join.onRef('g.reservation_id', '=', 'r.id').on('g.is_primary', '=', 1),
        )
        .select(['h.code', 'r.reservation_number', 'r.arrival_date', 'g.first_name', 'g.last_name'])
        .execute()
    ).map((row) => [`${row.code}/${row.reservation_number}`, row]),
  );
  function demoReservation(hotel: HotelCode, reservationNumber: string) {
    const row = demoReservations.get(`${hotel}/${reservationNumber}`);
    if (!row) throw new Error(`No demo reservation ${reservationNumber}`);
    return row;
  }
  const arrivalOf = (hotel: HotelCode, reservationNumber: string) =>
    demoReservation(hotel, reservationNumber).arrival_date;
  function primaryGuest(hotel: HotelCode, reservationNumber: string) {
    const row = demoReservation(hotel, reservationNumber);
    return { surname: row.last_name, givenName: row.first_name };
  }

  return {
    app,
    store,
    dataDir,
    staticRoot,
    clock,
    inject: (options) => app.inject(options),
    arrivalOf,
    async signIn(hotel, reservationNumber, surname) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS[hotel] },
        // The primary guest by their full name (a family shares the surname); a sharer by their surname.
        payload: {
          reservation: reservationNumber,
          arrivalDate: arrivalOf(hotel, reservationNumber),
          ...(surname ? { surname } : primaryGuest(hotel, reservationNumber)),
        },
      });
      if (response.statusCode !== 200)
        throw new Error(`Sign-in of ${reservationNumber} failed: ${response.body}`);
      const session = response.cookies.find((cookie) => cookie.name === 'portal_guest');
      if (!session) throw new Error(`Sign-in of ${reservationNumber} set no session cookie`);
      return session.value;
    },
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    async close() {
      await app.close();
      await testStore.close();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** Headers of a signed-in guest of a hotel. */
export function guestHeaders(hotel: HotelCode, token: string): Record<string, string> {
  return { [HOTEL_KEY_HEADER]: HOTEL_KEYS[hotel], authorization: `Bearer ${token}` };
}
