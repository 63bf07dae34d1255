import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { createSessionRepository } from '../src/platform/sessions/session-repository.ts';
import { demoGuestLines } from '../src/seed/announce-demo-guests.ts';
import { sessionTokenOf, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const arrivals = new Map<string, string>();
beforeAll(async () => {
  const rows = await server.store
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select(['h.code', 'r.reservation_number', 'r.arrival_date'])
    .execute();
  for (const row of rows) arrivals.set(`${row.code} ${row.reservation_number}`, row.arrival_date);
});

function arrivalOf(number: string, hotel = 'ESG'): string {
  return String(arrivals.get(`${hotel} ${number}`));
}

describe('sign-in', () => {
  it('signs in with the reservation number, arrival date and surname (case and accents folded)', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'esg1001', arrivalDate: arrivalOf('ESG1001'), surname: 'NGUYỄN' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ csrfToken: expect.any(String), expiresAt: expect.any(String) });
    const profile = await server.call('GET', '/api/customer-flow/me', {
      token: sessionTokenOf(answer),
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      status: 'Arrived',
      hotelCode: 'ESG',
      reservation: { roomNumber: '1208' },
    });
  });

  it('signs in with the e-mail address instead of the number', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', {
      body: {
        reservation: 'Emma.Walker@example.com',
        arrivalDate: arrivalOf('ESG1002'),
        surname: 'Walker',
      },
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

  it('makes a reservation wait a short, growing, capped time after five failures, then lets the right guest in', async () => {
    const arrivalDate = arrivalOf('ESG1005');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await server.call('POST', '/api/auth/sign-in', {
        body: { reservation: 'ESG1005', arrivalDate, surname: `Wrong${attempt}` },
      });
      expect(failed.body.code).toBe('SIGN_IN_FAILED');
    }
    const waiting = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'ESG1005', arrivalDate, surname: 'Miller' },
    });
    expect(waiting.status).toBe(429);
    expect(waiting.body.code).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(waiting.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    server.clock.now = new Date(Date.now() + retryAfter * 1000);
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
    expect((await server.call('POST', '/api/auth/sign-in', { hotel: null, body })).body.code).toBe(
      'UNKNOWN_HOTEL',
    );
    const unknown = await server.call('POST', '/api/auth/sign-in', {
      hotel: null,
      headers: { [HOTEL_KEY_HEADER]: '99' },
      body,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_HOTEL');
  });

  it('validates the sign-in form', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: '', arrivalDate: '23/11/2026' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'body.surname' })]),
    );
  });
});

describe('who signs in', () => {
  const schmidt = () => ({
    reservation: 'ESG1003',
    arrivalDate: arrivalOf('ESG1003'),
    surname: 'Schmidt',
  });
  const profileOf = async (answer: { headers: Headers }) =>
    (await server.call('GET', '/api/customer-flow/me', { token: sessionTokenOf(answer) })).body;

  it('asks for the given name when several guests of the reservation share the surname', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', { body: schmidt() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'GIVEN_NAME_REQUIRED',
      message: 'Please enter your given name too',
    });
  });

  it('signs the companion in as herself: her own name, no right to cancel', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', {
      body: { ...schmidt(), givenName: ' anna ' },
    });
    expect(answer.status).toBe(200);
    expect(await profileOf(answer)).toMatchObject({
      firstName: 'Anna',
      lastName: 'Schmidt',
      isPrimary: false,
    });
    const cancel = await server.call('POST', '/api/reservation/cancel', {
      token: sessionTokenOf(answer),
      body: { reason: 'Plans changed', policyAgreed: true },
    });
    expect(cancel.status).toBe(403);
    expect(cancel.body.code).toBe('PRIMARY_GUEST_ONLY');
  });

  it('signs the primary guest in with their given name, and by their own e-mail without it', async () => {
    const byName = await server.call('POST', '/api/auth/sign-in', {
      body: { ...schmidt(), givenName: 'Lukas' },
    });
    expect(await profileOf(byName)).toMatchObject({ firstName: 'Lukas', isPrimary: true });
    const byEmail = await server.call('POST', '/api/auth/sign-in', {
      body: { ...schmidt(), reservation: 'lukas.schmidt@example.com' },
    });
    expect(byEmail.status).toBe(200);
    expect(await profileOf(byEmail)).toMatchObject({ firstName: 'Lukas', isPrimary: true });
  });

  it('refuses a given name that is not on the reservation as any other wrong detail', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', {
      body: { ...schmidt(), givenName: 'Nobody' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('SIGN_IN_FAILED');
  });

  it('lets every demo guest npm start prints sign in with the details printed, as the primary guest', async () => {
    const printed = (await demoGuestLines(server.store, 'http://localhost:8080/', 'ESG'))
      .map((line) =>
        /• (\S+)\s+(\d{4}-\d{2}-\d{2})\s+(.+?)(?: \(given name (.+?)\))?\s+</.exec(line),
      )
      .filter((match) => match !== null);
    expect(printed.map((match) => match[1])).toEqual([
      'ESG1001',
      'ESG1002',
      'ESG1003',
      'ESG1004',
      'ESG1005',
    ]);
    for (const [, reservation, arrivalDate, surname, givenName] of printed) {
      const answer = await server.call('POST', '/api/auth/sign-in', {
        body: { reservation, arrivalDate, surname, givenName },
      });
      expect(answer.status, `${reservation}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(await profileOf(answer)).toMatchObject({ isPrimary: true, lastName: surname });
    }
  });

  it('still signs a guest whose surname is theirs alone in without a given name', async () => {
    const answer = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'ESG1001', arrivalDate: arrivalOf('ESG1001'), surname: 'Tran' },
    });
    expect(await profileOf(answer)).toMatchObject({ firstName: 'Quang', isPrimary: false });
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
    const guestId = await server.guestId('ESG', 'ESG1003');
    const hotel = await server.store
      .selectFrom('hotels')
      .select('id')
      .where('code', '=', 'ESG')
      .executeTakeFirstOrThrow();
    const { token } = await createSessionRepository(server.store).open(
      guestId,
      hotel.id,
      'sign-in-link',
      60_000,
    );
    const first = await server.call('POST', '/api/auth/token-exchange', { body: { token } });
    expect(first.status).toBe(200);
    const profile = await server.call('GET', '/api/customer-flow/me', {
      token: sessionTokenOf(first),
    });
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

describe('metrics', () => {
  it('has no metrics endpoint unless METRICS_TOKEN is set', async () => {
    const answer = await server.call('GET', '/api/metrics', { hotel: null });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
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
