import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { buildApp, type AppOptions } from '../../../src/app.ts';
import { sqliteStore, type Store } from '../../../src/db/store.ts';
import { openDatabase, type Database } from '../../../src/db/database.ts';
import { seedDemoData, syncHotels } from '../../../src/seed/seed-demo-data.ts';

export const HOTEL_KEYS = { ESG: '10', VCT: '20', EHH: '30' } as const;
export type HotelCode = keyof typeof HOTEL_KEYS;

/** A portal page with an external script and a stylesheet, as Vite builds it. */
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>ESG Hotel Saigon</title>
<script type="module" crossorigin src="/assets/index-proof.js"></script></head><body><div id="root"></div></body></html>`;

export interface ProofApp {
  app: FastifyInstance;
  db: Database;
  /** The same database through Kysely (issue #12 moves every query onto it). */
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
  const db = openDatabase(dataDir);
  const store = sqliteStore(db);
  syncHotels(db, discoverTenants());
  seedDemoData(db);
  const clock = { now: new Date() };
  const app = await buildApp({
    db,
    store,
    dataDir,
    staticRoot,
    logLevel: 'silent',
    now: () => clock.now,
    ...overrides,
  });

  function arrivalOf(hotel: HotelCode, reservationNumber: string): string {
    const row = db
      .prepare(
        'SELECT arrival_date FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE h.code = ? AND r.reservation_number = ?',
      )
      .get(hotel, reservationNumber);
    if (!row) throw new Error(`No demo reservation ${reservationNumber}`);
    return String(row.arrival_date);
  }

  function primaryGuest(
    hotel: HotelCode,
    reservationNumber: string,
  ): { surname: string; givenName: string } {
    const row = db
      .prepare(
        `SELECT g.first_name, g.last_name FROM guests g JOIN reservations r ON r.id = g.reservation_id JOIN hotels h ON h.id = r.hotel_id
         WHERE h.code = ? AND r.reservation_number = ? AND g.is_primary = 1`,
      )
      .get(hotel, reservationNumber);
    if (!row) throw new Error(`No primary guest on ${reservationNumber}`);
    return { surname: String(row.last_name), givenName: String(row.first_name) };
  }

  return {
    app,
    db,
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
        headers: { 'x-hotel-key': HOTEL_KEYS[hotel] },
        // The primary guest by their full name (a family shares the surname); a sharer by their surname.
        payload: {
          reservation: reservationNumber,
          arrivalDate: arrivalOf(hotel, reservationNumber),
          ...(surname ? { surname } : primaryGuest(hotel, reservationNumber)),
        },
      });
      if (response.statusCode !== 200)
        throw new Error(`Sign-in of ${reservationNumber} failed: ${response.body}`);
      return (response.json() as { accessToken: string }).accessToken;
    },
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    async close() {
      await app.close();
      db.close();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** Headers of a signed-in guest of a hotel. */
export function guestHeaders(hotel: HotelCode, token: string): Record<string, string> {
  return { 'x-hotel-key': HOTEL_KEYS[hotel], authorization: `Bearer ${token}` };
}
