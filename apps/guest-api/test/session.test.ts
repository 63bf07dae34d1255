import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionRepository } from '../src/features/session/session-repository.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function arrivalOf(number: string, hotel = 'ESG'): string {
  const row = server.db
    .prepare('SELECT arrival_date FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE h.code = ? AND r.reservation_number = ?')
    .get(hotel, number);
  return String(row?.arrival_date);
}

describe('sign-in', () => {
  it('signs in with the reservation number, arrival date and surname (case and accents folded)', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'esg1001', arrivalDate: arrivalOf('ESG1001'), surname: 'NGUYỄN' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.accessToken).toEqual(expect.any(String));
    const profile = await server.call('GET', '/api/customer-flow/me', { token: String(answer.body.accessToken) });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ status: 'Arrived', hotelCode: 'ESG', reservation: { roomNumber: '1208' } });
  });

  it('signs in with the e-mail address instead of the number', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'Emma.Walker@example.com', arrivalDate: arrivalOf('ESG1002'), surname: 'Walker' },
    });
    expect(answer.status).toBe(200);
  });

  it('answers an unknown reservation and a wrong surname identically', async () => {
    const unknown = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'ESG9999', arrivalDate: arrivalOf('ESG1004'), surname: 'Pham' },
    });
    const wrongSurname = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'ESG1004', arrivalDate: arrivalOf('ESG1004'), surname: 'Smith' },
    });
    expect(unknown.status).toBe(401);
    expect(wrongSurname.status).toBe(401);
    expect(unknown.body).toEqual(wrongSurname.body);
    expect(unknown.body.code).toBe('SIGN_IN_FAILED');
  });

  it('does not sign a guest into another hotel', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', {
      hotel: 'VCT',
      body: { reservation: 'ESG1001', arrivalDate: arrivalOf('ESG1001'), surname: 'Nguyen' },
    });
    expect(answer.body.code).toBe('SIGN_IN_FAILED');
  });

  it('locks a reservation after five failures in 15 minutes, even with the right details', async () => {
    const arrivalDate = arrivalOf('ESG1005');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await server.call('POST', '/api/auth/sign-in', {
        body: { reservation: 'ESG1005', arrivalDate, surname: `Wrong${attempt}` },
      });
      expect(failed.body.code).toBe('SIGN_IN_FAILED');
    }
    const locked = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'ESG1005', arrivalDate, surname: 'Miller' },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    server.clock.now = new Date(Date.now() + 16 * 60_000);
    try {
      const later = await server.call('POST', '/api/auth/sign-in', {
        body: { reservation: 'ESG1005', arrivalDate, surname: 'Miller' },
      });
      expect(later.status).toBe(200);
    } finally {
      server.clock.now = new Date();
    }
  });

  it('refuses a missing hotel key and an unknown one', async () => {
    const body = { reservation: 'ESG1001', arrivalDate: arrivalOf('ESG1001'), surname: 'Nguyen' };
    expect((await server.call('POST', '/api/auth/sign-in', { hotel: null, body })).body.code).toBe('UNKNOWN_HOTEL');
    const unknown = await server.call('POST', '/api/auth/sign-in', { hotel: null, headers: { 'x-hotel-key': '99' }, body });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_HOTEL');
  });

  it('validates the sign-in form', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', { body: { reservation: '', arrivalDate: '23/11/2026' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'body.surname' })]));
  });
});

describe('sessions', () => {
  it('revokes the token on sign-out', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    expect((await server.call('POST', '/api/auth/sign-out', { token })).status).toBe(200);
    const after = await server.call('GET', '/api/customer-flow/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
  });

  it("does not accept one hotel's token with another hotel's key", async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const answer = await server.call('GET', '/api/customer-flow/me', { hotel: 'VCT', token });
    expect(answer.status).toBe(401);
  });

  it('trades a sign-in link token for a session once', async () => {
    const guestId = server.guestId('ESG', 'ESG1003');
    const hotelId = Number(server.db.prepare("SELECT id FROM hotels WHERE code = 'ESG'").get()?.id);
    const { token } = createSessionRepository(server.db).open(guestId, hotelId, 'sign-in-link', 60_000);
    const first = await server.call('POST', '/api/auth/token-exchange', { body: { token } });
    expect(first.status).toBe(200);
    const profile = await server.call('GET', '/api/customer-flow/me', { token: String(first.body.accessToken) });
    expect(profile.body).toMatchObject({ lastName: 'Schmidt' });
    const second = await server.call('POST', '/api/auth/token-exchange', { body: { token } });
    expect(second.status).toBe(401);
    expect(second.body.code).toBe('SIGN_IN_LINK_INVALID');
  });

  it('does not take an access token as a sign-in link', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const answer = await server.call('POST', '/api/auth/token-exchange', { body: { token } });
    expect(answer.body.code).toBe('SIGN_IN_LINK_INVALID');
  });
});

describe('per-IP limit', () => {
  it('answers 429 TOO_MANY_ATTEMPTS past the per-minute sign-in budget of a client', async () => {
    const limited = await startTestServer({ signInRatePerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const answer = await limited.call('POST', '/api/auth/sign-in', {
          body: { reservation: `ESG90${attempt}`, arrivalDate: '2026-01-01', surname: 'Nobody' },
        });
        statuses.push(answer.status);
        if (answer.status === 429) expect(answer.body.code).toBe('TOO_MANY_ATTEMPTS');
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
