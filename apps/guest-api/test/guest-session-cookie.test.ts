import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { hashToken } from '../src/platform/sessions/access-tokens.ts';
import { createSessionRepository } from '../src/platform/sessions/session-repository.ts';
import { openStream } from './event-stream.ts';
import { sessionTokenOf, startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

let server: TestServer;
let esg: number;
beforeAll(async () => {
  server = await startTestServer();
  esg = (
    await server.store
      .selectFrom('hotels')
      .select('id')
      .where('code', '=', 'ESG')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

async function signInAnswer(target: TestServer = server, headers: Record<string, string> = {}) {
  const row = await target.store
    .selectFrom('reservations as r')
    .innerJoin('guests as g', 'g.reservation_id', 'r.id')
    .select(['r.arrival_date', 'g.first_name', 'g.last_name'])
    .where('r.reservation_number', '=', 'ESG1001')
    .where('g.is_primary', '=', 1)
    .executeTakeFirstOrThrow();
  return target.call<{ csrfToken: string; expiresAt: string }>('POST', '/api/auth/sign-in', {
    headers,
    body: {
      reservation: 'ESG1001',
      arrivalDate: row.arrival_date,
      surname: row.last_name,
      givenName: row.first_name,
    },
  });
}

function cookieAttributes(answer: ApiAnswer<unknown>): string[] {
  const header = answer.headers.getSetCookie().find((line) => line.startsWith('portal_guest='));
  if (!header) throw new Error('no portal_guest cookie');
  return header.split(';').map((part) => part.trim().toLowerCase());
}

/** A browser's call: the session in its cookie, the CSRF token only when given. */
function withCookie(token: string, csrfToken?: string): Record<string, string> {
  return {
    cookie: `portal_guest=${token}`,
    ...(csrfToken === undefined ? {} : { 'x-csrf-token': csrfToken }),
  };
}

describe("the guest's session cookie", () => {
  it('is HttpOnly, SameSite=Lax, on /, lasting as the session, not Secure over plain HTTP; the answer holds no token', async () => {
    const answer = await signInAnswer();
    expect(answer.status).toBe(200);
    const attributes = cookieAttributes(answer);
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).not.toContain('secure');
    const maxAge = Number(attributes.find((part) => part.startsWith('max-age='))?.slice(8));
    const untilExpiry = (Date.parse(answer.body.expiresAt) - server.clock.now.getTime()) / 1000;
    expect(Math.abs(maxAge - untilExpiry)).toBeLessThanOrEqual(1);
    const token = sessionTokenOf(answer);
    expect(Object.keys(answer.body).sort()).toEqual(['csrfToken', 'expiresAt']);
    expect(JSON.stringify(answer.body)).not.toContain(token);
  });

  it('is Secure behind a trusted TLS proxy', async () => {
    const behindProxy = await startTestServer({ trustProxy: 1 });
    try {
      const answer = await signInAnswer(behindProxy, { 'x-forwarded-proto': 'https' });
      expect(cookieAttributes(answer)).toContain('secure');
    } finally {
      await behindProxy.close();
    }
  });

  it('signs the guest in on reads; a write needs the CSRF token of the session', async () => {
    const answer = await signInAnswer();
    const token = sessionTokenOf(answer);
    const me = await server.call('GET', '/api/customer-flow/me', { headers: withCookie(token) });
    expect(me.status).toBe(200);
    const like = (headers: Record<string, string>) =>
      server.call('PUT', '/api/local-tips/1/like', { headers });
    expect((await like(withCookie(token))).body).toMatchObject({ code: 'CSRF_REJECTED' });
    expect((await like(withCookie(token, 'x'.repeat(43)))).status).toBe(403);
    const other = sessionTokenOf(await signInAnswer());
    const otherCsrf = (await signInAnswer()).body.csrfToken;
    expect((await like(withCookie(other, otherCsrf))).status).toBe(403);
    expect((await like(withCookie(token, answer.body.csrfToken))).status).toBe(200);
  });

  it("opens the guest's live stream (the portal's EventSource sends the cookie)", async () => {
    const token = sessionTokenOf(await signInAnswer());
    const stream = await openStream(`${server.baseUrl}/api/events`, {
      [HOTEL_KEY_HEADER]: '10',
      ...withCookie(token),
    });
    try {
      expect(stream.status).toBe(200);
      expect((await stream.next())?.event).toBe('ready');
    } finally {
      stream.close();
    }
  });

  it('is set by the hotel link, whose answer holds no token either', async () => {
    const guestId = await server.guestId('ESG', 'ESG1002');
    const { token: link } = await createSessionRepository(server.store).open(
      guestId,
      esg,
      'sign-in-link',
      60_000,
    );
    const answer = await server.call('POST', '/api/auth/token-exchange', { body: { token: link } });
    expect(answer.status).toBe(200);
    expect(cookieAttributes(answer)).toContain('httponly');
    const token = sessionTokenOf(answer);
    expect(JSON.stringify(answer.body)).not.toContain(token);
    const me = await server.call('GET', '/api/customer-flow/me', { headers: withCookie(token) });
    expect(me.body).toMatchObject({ lastName: 'Walker' });
  });

  it('is cleared by sign-out, which needs the CSRF token and ends the session', async () => {
    const answer = await signInAnswer();
    const token = sessionTokenOf(answer);
    const refused = await server.call('POST', '/api/auth/sign-out', { headers: withCookie(token) });
    expect(refused.body).toMatchObject({ code: 'CSRF_REJECTED' });
    const out = await server.call('POST', '/api/auth/sign-out', {
      headers: withCookie(token, answer.body.csrfToken),
    });
    expect(out.status).toBe(200);
    const cleared = cookieAttributes(out);
    expect(cleared[0]).toBe('portal_guest=');
    expect(cleared).toContain('path=/');
    const me = await server.call('GET', '/api/customer-flow/me', { headers: withCookie(token) });
    expect(me.status).toBe(401);
  });
});

describe('a token kept by an earlier portal', () => {
  it('is exchanged once for the cookie, ending when it did, its push subscriptions following; then refused', async () => {
    const guestId = await server.guestId('ESG', 'ESG1001');
    const old = await createSessionRepository(server.store).open(guestId, esg, 'access', 3_600_000);
    const row = await server.store
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', hashToken(old.token))
      .executeTakeFirstOrThrow();
    await server.store
      .insertInto('push_subscriptions')
      .values({
        hotel_id: esg,
        guest_id: guestId,
        session_token_hash: hashToken(old.token),
        endpoint: 'https://push.test/earlier-portal',
        p256dh: 'key',
        auth: 'auth',
        created_at: new Date().toISOString(),
      })
      .execute();

    const exchange = () =>
      server.call<{ csrfToken: string; expiresAt: string; code?: string }>(
        'POST',
        '/api/auth/stored-token-exchange',
        { body: { token: old.token } },
      );
    const first = await exchange();
    expect(first.status).toBe(200);
    expect(first.body.expiresAt).toBe(row.expires_at);
    const token = sessionTokenOf(first);
    expect(token).not.toBe(old.token);
    const me = await server.call('GET', '/api/customer-flow/me', { headers: withCookie(token) });
    expect(me.body).toMatchObject({ guestId });
    const device = await server.store
      .selectFrom('push_subscriptions')
      .select('session_token_hash')
      .where('endpoint', '=', 'https://push.test/earlier-portal')
      .executeTakeFirstOrThrow();
    expect(device.session_token_hash).toBe(hashToken(token));

    const second = await exchange();
    expect(second.status).toBe(401);
    expect(second.body.code).toBe('UNAUTHENTICATED');
    expect(second.headers.getSetCookie()).toEqual([]);
    expect((await server.call('GET', '/api/customer-flow/me', { token: old.token })).status).toBe(
      401,
    );
  });

  it('is refused when it is a sign-in link or another hotel', async () => {
    const guestId = await server.guestId('ESG', 'ESG1001');
    const sessions = createSessionRepository(server.store);
    const link = await sessions.open(guestId, esg, 'sign-in-link', 60_000);
    const access = await sessions.open(guestId, esg, 'access', 60_000);
    const asLink = await server.call('POST', '/api/auth/stored-token-exchange', {
      body: { token: link.token },
    });
    expect(asLink.status).toBe(401);
    const elsewhere = await server.call('POST', '/api/auth/stored-token-exchange', {
      hotel: 'VCT',
      body: { token: access.token },
    });
    expect(elsewhere.status).toBe(401);
  });
});
