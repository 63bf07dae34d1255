import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { buildApp } from '../src/app.ts';
import { createInProcessEventBus } from '../src/platform/events/in-process-event-bus.ts';
import { cacheSessions, SESSION_CACHE_MS } from '../src/platform/sessions/session-cache.ts';
import {
  createSessionRepository,
  type SessionRepository,
} from '../src/platform/sessions/session-repository.ts';
import { HOTEL_KEYS, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let hotelIds: Map<string, number>;
beforeAll(async () => {
  const hotels = await server.store.selectFrom('hotels').select(['id', 'code']).execute();
  hotelIds = new Map(hotels.map((hotel) => [hotel.code, hotel.id]));
});

const hotelIdOf = (code: string) => Number(hotelIds.get(code));

/** The cache over the real repository, counting how often it reads `sessions`. */
function countedCache() {
  const repository = createSessionRepository(server.store);
  const reads = { count: 0 };
  const counting: SessionRepository = {
    ...repository,
    unrevoked: (...args) => {
      reads.count += 1;
      return repository.unrevoked(...args);
    },
  };
  const bus = createInProcessEventBus((error) => {
    throw error;
  });
  const clock = { ms: 0 };
  const sessions = cacheSessions(counting, bus, [hotelIdOf('ESG')], () => clock.ms);
  return { sessions, repository, reads, bus, clock };
}

async function openSession(repository: SessionRepository, ttlMs = 3_600_000) {
  const guestId = await server.guestId('ESG', 'ESG1001');
  return repository.open(guestId, hotelIdOf('ESG'), 'access', ttlMs, server.clock.now);
}

describe('resolved guest sessions, kept a few seconds', () => {
  it('reads the session once for a burst of calls, and again once the few seconds are over', async () => {
    const { sessions, repository, reads, clock } = countedCache();
    const { token } = await openSession(repository);
    const esg = hotelIdOf('ESG');
    const first = await sessions.resolve(token, esg, 'access', server.clock.now);
    expect(first?.guestId).toBe(await server.guestId('ESG', 'ESG1001'));
    clock.ms = SESSION_CACHE_MS - 1;
    expect(await sessions.resolve(token, esg, 'access', server.clock.now)).toEqual(first);
    expect(reads.count).toBe(1);
    clock.ms = SESSION_CACHE_MS;
    expect(await sessions.resolve(token, esg, 'access', server.clock.now)).toEqual(first);
    expect(reads.count).toBe(2);
  });

  it("still refuses a kept session past its expiry, or under another hotel's key", async () => {
    const { sessions, repository, reads } = countedCache();
    const { token } = await openSession(repository, 60_000);
    const esg = hotelIdOf('ESG');
    expect(await sessions.resolve(token, esg, 'access', server.clock.now)).not.toBeNull();
    const later = new Date(server.clock.now.getTime() + 60_000);
    expect(await sessions.resolve(token, esg, 'access', later)).toBeNull();
    expect(await sessions.resolve(token, hotelIdOf('VCT'), 'access', server.clock.now)).toBeNull();
    expect(reads.count).toBe(1);
  });

  it('keeps no refusal: an unknown token reads the database each time', async () => {
    const { sessions, reads } = countedCache();
    const unknown = 'x'.repeat(43);
    for (let call = 0; call < 3; call += 1) {
      expect(
        await sessions.resolve(unknown, hotelIdOf('ESG'), 'access', server.clock.now),
      ).toBeNull();
    }
    expect(reads.count).toBe(3);
  });

  it('drops a session at its sign-out on this instance', async () => {
    const { sessions, repository } = countedCache();
    const { token } = await openSession(repository);
    const esg = hotelIdOf('ESG');
    const identity = await sessions.resolve(token, esg, 'access', server.clock.now);
    if (!identity) throw new Error('not signed in');
    await sessions.revokeHash(identity.tokenHash, server.clock.now);
    expect(await sessions.resolve(token, esg, 'access', server.clock.now)).toBeNull();
  });

  it.each(['session.ended', 'check-in.updated', 'reservation.updated'] as const)(
    "reads a reservation's sessions again after %s",
    async (type) => {
      const { sessions, repository, reads, bus } = countedCache();
      const { token } = await openSession(repository);
      const esg = hotelIdOf('ESG');
      const identity = await sessions.resolve(token, esg, 'access', server.clock.now);
      if (!identity) throw new Error('not signed in');
      bus.publish({ type, hotelId: esg, reservationId: identity.reservationId + 1 });
      await sessions.resolve(token, esg, 'access', server.clock.now);
      expect(reads.count, "another reservation's event").toBe(1);
      bus.publish({ type, hotelId: esg, reservationId: identity.reservationId });
      await sessions.resolve(token, esg, 'access', server.clock.now);
      expect(reads.count).toBe(2);
    },
  );

  it('a sign-out on one API instance ends the session on another at once', async () => {
    // Two instances on one database and one event bus (one process here; issue #12 crosses them).
    const bus = createInProcessEventBus((error) => {
      throw error;
    });
    const one = await buildApp({
      store: server.store,
      dataDir: server.dataDir,
      logLevel: 'silent',
      eventBus: bus,
    });
    const other = await buildApp({
      store: server.store,
      dataDir: server.dataDir,
      logLevel: 'silent',
      eventBus: bus,
    });
    try {
      const token = await server.signIn('ESG', 'ESG1002');
      const headers = { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG, authorization: `Bearer ${token}` };
      const profile = () => other.inject({ method: 'GET', url: '/api/customer-flow/me', headers });
      expect((await profile()).statusCode).toBe(200);
      const signOut = await one.inject({ method: 'POST', url: '/api/auth/sign-out', headers });
      expect(signOut.statusCode).toBe(200);
      expect((await profile()).statusCode).toBe(401);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});
