import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { buildApp, type AppOptions } from '../src/app.ts';
import { sqliteStore, type Store } from '../src/db/store.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { createSessionRepository } from '../src/features/session/session-repository.ts';
import { seedDemoData, syncHotels } from '../src/seed/seed-demo-data.ts';

export const HOTEL_KEYS = { ESG: '10', VCT: '20', EHH: '30' } as const;
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
  db: Database;
  /** The same database through Kysely (issue #12 moves every query onto it). */
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
  tokenFor(guestId: number): string;
  /** The primary guest (or the first sharer) of a demo reservation. */
  guestId(hotel: HotelCode, reservationNumber: string, primary?: boolean): number;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<AppOptions> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guest-api-test-'));
  const db = openDatabase(dataDir);
  const store = sqliteStore(db);
  syncHotels(db, discoverTenants());
  seedDemoData(db);
  const clock = { now: new Date() };
  const app = await buildApp({
    db,
    store,
    dataDir,
    logLevel: 'silent',
    now: () => clock.now,
    signInRatePerMinute: 1000,
    // Tests sign in and fail often from 127.0.0.1; the budgets are proven in test/proof/sign-in.test.ts.
    signInFailuresPerClient: 1000,
    signInFailuresPerHotel: 100_000,
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
    if (hotel) headers['x-hotel-key'] = HOTEL_KEYS[hotel];
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

  function reservationRow(hotel: HotelCode, number: string) {
    const row = db
      .prepare(
        `SELECT r.arrival_date, g.first_name, g.last_name FROM reservations r JOIN hotels h ON h.id = r.hotel_id
         JOIN guests g ON g.reservation_id = r.id AND g.is_primary = 1 WHERE h.code = ? AND r.reservation_number = ?`,
      )
      .get(hotel, number);
    if (!row) throw new Error(`No demo reservation ${number}`);
    return {
      arrivalDate: String(row.arrival_date),
      givenName: String(row.first_name),
      surname: String(row.last_name),
    };
  }

  return {
    app,
    db,
    store,
    dataDir,
    baseUrl,
    clock,
    call,
    async signIn(hotel, reservationNumber, surname) {
      const row = reservationRow(hotel, reservationNumber);
      const answer = await call<{ accessToken: string }>('POST', '/api/auth/sign-in', {
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
      return answer.body.accessToken;
    },
    tokenFor(guestId) {
      const row = db
        .prepare(
          'SELECT r.hotel_id FROM guests g JOIN reservations r ON r.id = g.reservation_id WHERE g.id = ?',
        )
        .get(guestId);
      return createSessionRepository(db).open(guestId, Number(row?.hotel_id), 'access', 3_600_000)
        .token;
    },
    guestId(hotel, reservationNumber, primary = true) {
      const row = db
        .prepare(
          `SELECT g.id FROM guests g JOIN reservations r ON r.id = g.reservation_id JOIN hotels h ON h.id = r.hotel_id
           WHERE h.code = ? AND r.reservation_number = ? AND g.is_primary = ? ORDER BY g.id LIMIT 1`,
        )
        .get(hotel, reservationNumber, primary ? 1 : 0);
      if (!row) throw new Error(`No guest on ${reservationNumber}`);
      return Number(row.id);
    },
    async close() {
      await app.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ids of one hotel's things, for isolation tests. */
export function firstIdOf(db: Database, table: string, hotel: HotelCode): number {
  const row = db
    .prepare(
      `SELECT t.id FROM ${table} t JOIN hotels h ON h.id = t.hotel_id WHERE h.code = ? ORDER BY t.id LIMIT 1`,
    )
    .get(hotel);
  if (!row) throw new Error(`No ${table} in ${hotel}`);
  return Number(row.id);
}
