import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Menu } from '@portal/api-client/contract/room-service';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { buildApp } from '../src/app.ts';
import { createInProcessEventBus } from '../src/platform/events/in-process-event-bus.ts';
import { cacheProfiles } from '../src/features/session/profile-cache.ts';
import {
  createProfileRepository,
  type ProfileRepository,
} from '../src/features/session/profile-repository.ts';
import { SESSION_CACHE_MS } from '../src/platform/sessions/session-cache.ts';
import type { GuestIdentity } from '../src/platform/http/request-context.ts';
import { signInStaff, staffCall } from './staff-support.ts';
import { firstIdOf, HOTEL_KEYS, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let guest: GuestIdentity;
beforeAll(async () => {
  server = await startTestServer();
  const guestId = await server.guestId('ESG', 'ESG1001');
  const row = await server.store
    .selectFrom('guests as g')
    .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
    .select(['g.reservation_id', 'r.hotel_id'])
    .where('g.id', '=', guestId)
    .executeTakeFirstOrThrow();
  guest = { guestId, reservationId: row.reservation_id, hotelId: row.hotel_id, tokenHash: '' };
});
afterAll(() => server.close());

/** The cache over the real repository, counting how often it reads the profile. */
function countedCache() {
  const repository = createProfileRepository(server.store);
  const reads = { count: 0 };
  const counting: ProfileRepository = {
    profileOf: (...args) => {
      reads.count += 1;
      return repository.profileOf(...args);
    },
  };
  const bus = createInProcessEventBus((error) => {
    throw error;
  });
  const clock = { ms: 0 };
  const profiles = cacheProfiles(counting, bus, [guest.hotelId], () => clock.ms);
  return { profiles, reads, bus, clock };
}

describe("a guest's profile, kept as long as their session", () => {
  it('reads the profile once for a burst of calls, and again once the few seconds are over', async () => {
    const { profiles, reads, clock } = countedCache();
    const first = await profiles.profileOf(guest);
    expect(first?.guestId).toBe(guest.guestId);
    clock.ms = SESSION_CACHE_MS - 1;
    expect(await profiles.profileOf(guest)).toBe(first);
    expect(reads.count).toBe(1);
    clock.ms = SESSION_CACHE_MS;
    expect(await profiles.profileOf(guest)).toEqual(first);
    expect(reads.count).toBe(2);
  });

  it.each([
    'reservation.updated',
    'check-in.updated',
    'check-out.updated',
    'guest.updated',
  ] as const)("reads the reservation's profiles again after %s", async (type) => {
    const { profiles, reads, bus } = countedCache();
    await profiles.profileOf(guest);
    bus.publish({ type, hotelId: guest.hotelId, reservationId: guest.reservationId + 1 });
    await profiles.profileOf(guest);
    expect(reads.count, "another reservation's event").toBe(1);
    bus.publish({ type, hotelId: guest.hotelId, reservationId: guest.reservationId });
    await profiles.profileOf(guest);
    expect(reads.count).toBe(2);
  });

  it('keeps no profile read while the reservation changed', async () => {
    const { profiles, reads, bus } = countedCache();
    const reading = profiles.profileOf(guest);
    bus.publish({
      type: 'guest.updated',
      hotelId: guest.hotelId,
      reservationId: guest.reservationId,
    });
    await reading;
    await profiles.profileOf(guest);
    expect(reads.count).toBe(2);
  });

  it('keeps no missing guest: one gone reads the database each time', async () => {
    const { profiles, reads } = countedCache();
    const gone = { ...guest, guestId: 2_000_000_000 };
    expect(await profiles.profileOf(gone)).toBeNull();
    expect(await profiles.profileOf(gone)).toBeNull();
    expect(reads.count).toBe(2);
  });
});

const favouritesOn = (menu: Menu) =>
  menu.categories.flatMap((category) =>
    category.items.filter((item) => item.isFavorite).map((item) => item.id),
  );

describe('kept answers after a change', () => {
  it('GET /api/customer-flow/me shows a billing change at once, though it was just read', async () => {
    const token = await server.signIn('ESG', 'ESG1002');
    const me = async () => (await server.call('GET', '/api/customer-flow/me', { token })).body;
    expect((await me()).billing).toMatchObject({ businessName: '' });
    const billing = { taxCode: '', businessName: 'Walker Ltd', address: '', email: '' };
    expect((await server.call('PUT', '/api/billing-info', { token, body: billing })).status).toBe(
      200,
    );
    expect((await me()).billing).toEqual(billing);
  });

  it('GET /api/room-service/menu shows the room the front desk gave at once, though it was just read', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const roomOnMenu = async () =>
      (await server.call('GET', '/api/room-service/menu', { token })).body.roomNumber;
    expect(await roomOnMenu()).toBeNull();
    const desk = await signInStaff(server, 'ESG', 'front-desk');
    const reservationId = (
      await server.store
        .selectFrom('reservations')
        .select('id')
        .where('reservation_number', '=', 'ESG1003')
        .executeTakeFirstOrThrow()
    ).id;
    for (const [path, body] of [
      ['room', { roomNumber: '0712' }],
      ['arrived', {}],
    ] as const) {
      const url = `/api/staff/front-desk/reservations/${reservationId}/${path}`;
      expect((await staffCall(server, desk, 'POST', url, { body })).status).toBe(200);
    }
    expect(await roomOnMenu()).toBe('0712');
  });
  it('GET /api/room-service/menu shows a dish kept or removed at once, to that guest only', async () => {
    const keeper = await server.signIn('ESG', 'ESG1001');
    const sharer = await server.signIn('ESG', 'ESG1001', 'Tran');
    const dish = await firstIdOf(server.store, 'menu_items', 'ESG');
    const kept = async (token: string) =>
      favouritesOn((await server.call<Menu>('GET', '/api/room-service/menu', { token })).body);
    expect(await kept(keeper)).not.toContain(dish);
    expect(await kept(sharer)).not.toContain(dish);
    const url = `/api/favorites/menu-item/${dish}`;
    expect((await server.call('PUT', url, { token: keeper })).status).toBe(200);
    expect(await kept(keeper)).toContain(dish);
    expect(await kept(sharer), "another guest's favourite, same reservation").not.toContain(dish);
    expect((await server.call('DELETE', url, { token: keeper })).status).toBe(200);
    expect(await kept(keeper)).not.toContain(dish);
  });

  it('a dish kept on one API instance shows on the menu of another at once, which held it', async () => {
    // Two instances on one database and one event bus (one process here; multi-instance.test.ts
    // crosses processes on PostgreSQL).
    const bus = createInProcessEventBus((error) => {
      throw error;
    });
    const apps: FastifyInstance[] = [];
    for (const answers of ['checked', 'compiled'] as const) {
      apps.push(
        await buildApp({
          store: server.store,
          dataDir: server.dataDir,
          logLevel: 'silent',
          eventBus: bus,
          answers,
        }),
      );
    }
    try {
      const token = await server.signIn('ESG', 'ESG1002');
      const headers = { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG, authorization: `Bearer ${token}` };
      const dish = await firstIdOf(server.store, 'menu_items', 'ESG');
      const url = `/api/favorites/menu-item/${dish}`;
      for (const [one, other] of [apps, [...apps].reverse()] as FastifyInstance[][]) {
        if (!one || !other) throw new Error('two instances');
        const keptOnOther = async () =>
          favouritesOn(
            (await other.inject({ method: 'GET', url: '/api/room-service/menu', headers })).json(),
          );
        expect(await keptOnOther()).not.toContain(dish);
        expect((await one.inject({ method: 'PUT', url, headers })).statusCode).toBe(200);
        expect(await keptOnOther()).toContain(dish);
        expect((await one.inject({ method: 'DELETE', url, headers })).statusCode).toBe(200);
        expect(await keptOnOther()).not.toContain(dish);
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
