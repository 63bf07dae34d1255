import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { readEnv } from '../src/config/env.ts';
import type { StreamLimits } from '../src/config/stream-limits.ts';
import { openStream, type OpenStream } from './event-stream.ts';
import { signInStaff } from './staff-support.ts';
import { HOTEL_KEYS, startTestServer, type TestServer } from './test-server.ts';

// Small limits, so the proofs need a handful of sockets, not thousands. Each test opens its streams
// from addresses and sessions of its own; the instance's cap has a server of its own.
const ROOMY: StreamLimits = { perSession: 2, perClient: 3, total: 100 };
const FULL: StreamLimits = { perSession: 1, perClient: 10, total: 2 };
let roomy: TestServer;
let full: TestServer;
const streams: OpenStream[] = [];
beforeAll(async () => {
  // The proxy on loopback tells each client's address, so one machine plays several.
  const start = (eventStreams: StreamLimits) =>
    startTestServer({ eventStreams, trustProxy: ['127.0.0.1'] });
  [roomy, full] = await Promise.all([start(ROOMY), start(FULL)]);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await Promise.all([roomy.close(), full.close()]);
});

type Credentials = { token: string } | { cookie: string };

function headersOf(credentials: Credentials, address: string): Record<string, string> {
  return {
    [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
    'x-forwarded-for': address,
    ...('token' in credentials
      ? { authorization: `Bearer ${credentials.token}` }
      : { cookie: credentials.cookie }),
  };
}

const pathOf = (credentials: Credentials) =>
  'token' in credentials ? '/api/events' : '/api/staff/events';

/** Opens a stream and waits for its `ready`: it holds its place from then on. */
async function opened(
  on: TestServer,
  credentials: Credentials,
  address: string,
): Promise<OpenStream> {
  const stream = await openStream(
    `${on.baseUrl}${pathOf(credentials)}`,
    headersOf(credentials, address),
  );
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect((await stream.next())?.event).toBe('ready');
  return stream;
}

/** Opens a stream, refused or not; one let through is closed with the others after the test. */
async function attempt(
  on: TestServer,
  credentials: Credentials,
  address: string,
): Promise<OpenStream> {
  const stream = await openStream(
    `${on.baseUrl}${pathOf(credentials)}`,
    headersOf(credentials, address),
  );
  streams.push(stream);
  return stream;
}

/** One more stream, expected refused: its status, body and Retry-After (a stream let through is closed). */
async function refused(on: TestServer, credentials: Credentials, address: string) {
  const abort = new AbortController();
  const response = await fetch(`${on.baseUrl}${pathOf(credentials)}`, {
    headers: { accept: 'text/event-stream', ...headersOf(credentials, address) },
    signal: abort.signal,
  });
  if (response.status !== 429) {
    abort.abort();
    return { status: response.status, body: null, retryAfter: null };
  }
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get('retry-after'),
  };
}

describe('open event streams are limited', () => {
  it('to a few per session, guest or staff: 429 with a catalogue code and Retry-After beyond', async () => {
    const at = '198.51.100.1';
    const guest = { token: await roomy.signIn('ESG', 'ESG1001') };
    await opened(roomy, guest, at);
    await opened(roomy, guest, at);
    const beyond = await refused(roomy, guest, at);
    expect(beyond.status).toBe(429);
    expect(beyond.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: expect.any(String) });
    expect(Number(beyond.retryAfter)).toBeGreaterThan(0);

    const kitchen = { cookie: (await signInStaff(roomy, 'ESG', 'kitchen')).cookie };
    await opened(roomy, kitchen, '198.51.100.2');
    await opened(roomy, kitchen, '198.51.100.2');
    expect((await refused(roomy, kitchen, '198.51.100.2')).status).toBe(429);
  });

  it('to a few per client address, whatever its sessions', async () => {
    const at = '203.0.113.9';
    const sessions = [
      { token: await roomy.signIn('ESG', 'ESG1002') },
      { token: await roomy.tokenFor(await roomy.guestId('ESG', 'ESG1001', false)) },
      { cookie: (await signInStaff(roomy, 'ESG', 'front-desk')).cookie },
    ];
    for (const session of sessions) await opened(roomy, session, at);
    const fourth = { token: await roomy.signIn('ESG', 'ESG1003') };
    const beyond = await refused(roomy, fourth, at);
    expect(beyond.status).toBe(429);
    expect(beyond.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // The same session from another address is let in.
    await opened(roomy, fourth, '203.0.113.10');
  });

  it('and a closed stream gives its place back', async () => {
    const at = '192.0.2.44';
    const guest = { token: await roomy.signIn('ESG', 'ESG1004') };
    const first = await opened(roomy, guest, at);
    await opened(roomy, guest, at);
    expect((await refused(roomy, guest, at)).status).toBe(429);
    first.close();
    await first.ended;
    await expect
      .poll(async () => (await attempt(roomy, guest, at)).status, { timeout: 10_000 })
      .toBe(200);
  });

  it('to a cap for the instance that leaves health checks and calls answered', async () => {
    await opened(full, { token: await full.signIn('ESG', 'ESG1001') }, '198.51.100.1');
    await opened(full, { token: await full.signIn('ESG', 'ESG1002') }, '198.51.100.2');
    const third = { token: await full.signIn('ESG', 'ESG1003') };
    const beyond = await refused(full, third, '198.51.100.3');
    expect(beyond.status).toBe(429);
    expect(beyond.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await full.call('GET', '/api/health')).status).toBe(200);
    const reservation = await full.call('GET', '/api/reservation', { token: third.token });
    expect(reservation.status).toBe(200);
    expect(reservation.body).toMatchObject({ reservationNumber: 'ESG1003' });
  });
});

describe('the limits are settings', () => {
  it('with defaults, and the streams kept to at most half of the connections', () => {
    const env = readEnv({});
    expect(env.EVENT_STREAMS_PER_SESSION).toBeGreaterThan(0);
    expect(env.EVENT_STREAMS_MAX * 2).toBeLessThanOrEqual(env.MAX_CONNECTIONS);
    expect(readEnv({ EVENT_STREAMS_PER_CLIENT: '8' }).EVENT_STREAMS_PER_CLIENT).toBe(8);
    expect(() => readEnv({ EVENT_STREAMS_MAX: '600', MAX_CONNECTIONS: '1000' })).toThrow(
      /EVENT_STREAMS_MAX/,
    );
  });
});
