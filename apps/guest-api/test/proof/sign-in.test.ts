import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { readEnv } from '../../src/config/env.ts';
import { createSessionRepository } from '../../src/platform/sessions/session-repository.ts';
import { HOTEL_KEYS, startProofApp, type ProofApp } from './support/proof-app.ts';

/** Every log line the API writes, parsed. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream, text: () => lines.map((line) => JSON.stringify(line)).join('\n') };
}

const attemptOn =
  (proof: ProofApp) =>
  (
    remoteAddress: string,
    reservation: string,
    surname: string,
    arrivalDate: string,
    headers: Record<string, string> = {},
  ) =>
    proof.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress,
      headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG, ...headers },
      payload: { reservation, arrivalDate, surname },
    });

/** Brute force against the sign-in, and what a wrong guess tells an attacker. */
// Guessing is slowed by seconds before it is refused: these stories take longer than a test's default 5 s.
describe('sign-in under brute force', { timeout: 30_000 }, () => {
  let proof: ProofApp;
  let attempt: ReturnType<typeof attemptOn>;
  const log = logCapture();
  beforeAll(async () => {
    // The API's own default limits, as in production.
    proof = await startProofApp({
      logLevel: 'info',
      logStream: log.stream,
      metricsToken: 'proof-metrics-token-0123456789',
    });
    attempt = attemptOn(proof);
  });
  // Each story starts with the failures of the one before out of the 15-minute window.
  beforeEach(() => {
    proof.clock.now = new Date(proof.clock.now.getTime() + 16 * 60_000);
  });
  afterAll(() => proof.close());

  it('slows one address walking reservation numbers down, then refuses it with 429 and Retry-After; another address signs in', async () => {
    const arrivalDate = proof.arrivalOf('ESG', 'ESG1001');
    const statuses: number[] = [];
    const took: number[] = [];
    let refusal: Awaited<ReturnType<typeof attempt>> | undefined;
    // A common surname and a likely arrival date: no reservation is tried twice.
    for (let number = 990; number <= 1001; number += 1) {
      const started = performance.now();
      const response = await attempt('203.0.113.7', `ESG${number}`, 'Nguyen', arrivalDate);
      took.push(performance.now() - started);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal ??= response;
    }
    expect(statuses.slice(0, 10), JSON.stringify(statuses)).toEqual(Array(10).fill(401));
    // The real ESG1001 is refused to this address too: it is the client that is stopped.
    expect(statuses.slice(10), JSON.stringify(statuses)).toEqual([429, 429]);
    expect(refusal?.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts, please try again later',
    });
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(60);
    // Progressively slower before the refusal: the 9th and 10th guesses wait seconds.
    expect(took[8]).toBeGreaterThanOrEqual(1_900);
    expect(took[9]).toBeGreaterThanOrEqual(1_900);
    // The first guess waits for nothing: it takes a second less than the ninth (a loaded machine
    // slows both alike, so an absolute bound on it would measure the machine, not the throttle).
    expect(took[0]).toBeLessThan((took[8] ?? 0) - 1_000);
    // The guest at the next table is not locked out by the attacker.
    const guest = await attempt('203.0.113.8', 'ESG1001', 'Nguyen', arrivalDate);
    expect(guest.statusCode).toBe(200);
  });

  it("makes one client's guessing visible in the log (address, hotel, counts; never the surname typed) and in metrics", async () => {
    const arrivalDate = proof.arrivalOf('ESG', 'ESG1002');
    for (let i = 0; i < 11; i += 1)
      await attempt(
        '203.0.113.40',
        `ESG${randomInt(100_000, 999_999)}`,
        'Secretsurname',
        arrivalDate,
      );
    const warnings = log.lines.filter(
      (line) => line.level === 40 && line.client === '203.0.113.40',
    );
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.at(-1)).toMatchObject({
      hotel: 'ESG',
      clientFailures: 10,
      hotelFailures: expect.any(Number),
    });
    expect(log.text()).not.toMatch(/Secretsurname/i);

    const metrics = await proof.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer proof-metrics-token-0123456789' },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.body).toMatch(/^guest_api_sign_in_failures_total\{hotel="ESG"\} [1-9]\d*$/m);
    expect(metrics.body).toMatch(
      /^guest_api_sign_in_refusals_total\{hotel="ESG",reason="client"\} [1-9]\d*$/m,
    );
    // The counters are the hotel's, not anyone's to read.
    const anonymous = await proof.inject({ method: 'GET', url: '/api/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const wrong = await proof.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer proof-metrics-token-0123456788' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  // Each attempt is counted before the surname is checked, so parallel attempts see each other.
  it('checks no more parallel wrong sign-ins from one address than its budget (10); the rest 429', async () => {
    const arrivalDate = proof.arrivalOf('ESG', 'ESG1001');
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, guess) =>
        attempt('203.0.113.61', `ESG${5000 + guess}`, 'Nguyen', arrivalDate),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked, JSON.stringify(statuses)).toBe(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - checked);
  });

  it('checks no more parallel wrong surnames for one reservation from many addresses than its free failures (5)', async () => {
    const arrivalDate = proof.arrivalOf('ESG', 'ESG1003');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        attempt(`198.18.0.${guess + 1}`, 'ESG1003', `Wrong${guess}`, arrivalDate),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked, JSON.stringify(statuses)).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - checked);
  });

  it('counts failures per reservation whichever way it is named: its e-mail gets no fresh tries after its number', async () => {
    const arrivalDate = proof.arrivalOf('ESG', 'ESG1004');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await attempt(`198.51.100.${i + 1}`, 'ESG1004', `Wrong${i}`, arrivalDate)).statusCode,
      ).toBe(401);
    }
    const byEmail = await attempt('198.51.100.50', 'thuha.pham@example.com', 'Wrong5', arrivalDate);
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('costs a reservation under attack only a short, capped wait; the real guest gets in after it, and by link at once', async () => {
    const arrivalDate = proof.arrivalOf('ESG', 'ESG1005');
    const waits: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await attempt(`192.0.2.${i + 1}`, 'ESG1005', `Wrong${i}`, arrivalDate);
      if (response.statusCode === 429) {
        waits.push(Number(response.headers['retry-after']));
        proof.clock.now = new Date(
          proof.clock.now.getTime() + Number(response.headers['retry-after']) * 1000,
        );
      }
    }
    expect(waits.length).toBeGreaterThan(0);
    for (const wait of waits) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // The guest holding the hotel's e-mail link is never kept out.
    const { id: guestId } = await proof.store
      .selectFrom('guests as g')
      .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
      .select('g.id')
      .where('r.reservation_number', '=', 'ESG1005')
      .executeTakeFirstOrThrow();
    const link = await createSessionRepository(proof.store).open(
      guestId,
      1,
      'sign-in-link',
      60_000,
      proof.clock.now,
    );
    const exchanged = await proof.inject({
      method: 'POST',
      url: '/api/auth/token-exchange',
      remoteAddress: '192.0.2.200',
      headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG },
      payload: { token: link.token },
    });
    expect(exchanged.statusCode).toBe(200);
    // The guest typing their details waits at most the Retry-After they are told, then gets in.
    const guest = await attempt('192.0.2.201', 'ESG1005', 'Miller', arrivalDate);
    if (guest.statusCode === 429) {
      const retryAfter = Number(guest.headers['retry-after']);
      expect(retryAfter).toBeLessThanOrEqual(60);
      proof.clock.now = new Date(proof.clock.now.getTime() + retryAfter * 1000);
      expect((await attempt('192.0.2.201', 'ESG1005', 'Miller', arrivalDate)).statusCode).toBe(200);
    } else {
      expect(guest.statusCode).toBe(200);
    }
  });

  it('under a spread-out attack on the hotel, every address gets fewer tries and sign-in slows down', async () => {
    const arrivalDate = proof.arrivalOf('ESG', 'ESG1002');
    for (let i = 0; i < 100; i += 1) {
      await attempt(
        `100.64.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        `ESG${randomInt(100_000, 999_999)}`,
        'Nguyen',
        arrivalDate,
      );
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await attempt('100.64.9.9', `ESG${randomInt(100_000, 999_999)}`, 'Nguyen', arrivalDate))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const warning = log.lines
      .filter((line) => line.level === 40 && line.client === '100.64.9.9')
      .at(-1);
    expect(warning).toMatchObject({ hotel: 'ESG', hotelFailures: expect.any(Number) });
    expect(Number(warning?.hotelFailures)).toBeGreaterThanOrEqual(100);
    // Real guests still get in, a little slower.
    const started = performance.now();
    const guest = await attempt('100.64.9.10', 'ESG1002', 'Walker', arrivalDate);
    expect(guest.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
  });
});

describe('the per-minute budget of an address', () => {
  let proof: ProofApp;
  beforeAll(async () => {
    // Failures are budgeted separately (above); here only the number of calls counts.
    proof = await startProofApp({ signInFailuresPerClient: 1_000_000 });
  });
  afterAll(() => proof.close());

  it('limits one address to a few calls a minute, then refuses it with 429 and Retry-After; other addresses go on', async () => {
    const attempt = attemptOn(proof);
    const arrivalDate = proof.arrivalOf('ESG', 'ESG1004');
    const first = await attempt(
      '203.0.113.7',
      `ESG${randomInt(100_000, 999_999)}`,
      'Guess',
      arrivalDate,
    );
    const limit = Number(first.headers['x-ratelimit-limit']);
    // A guess a second at most, per address: a 6-digit reservation space takes years.
    expect(limit).toBeGreaterThan(0);
    expect(limit).toBeLessThanOrEqual(60);
    const statuses: number[] = [first.statusCode];
    let refusal: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let i = 1; i < limit + 5; i += 1) {
      const response = await attempt(
        '203.0.113.7',
        `ESG${randomInt(100_000, 999_999)}`,
        'Guess',
        arrivalDate,
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal = response;
    }
    expect(statuses.slice(0, limit), JSON.stringify(statuses)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit), JSON.stringify(statuses)).toEqual(Array(5).fill(429));
    expect(refusal?.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts, please try again later',
    });
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('203.0.113.8', 'ESG1004', 'Pham', arrivalDate)).statusCode).toBe(200);
  });
});

describe('behind a proxy', () => {
  it('refuses TRUST_PROXY=true at start and says what to set instead', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=1.*CIDR|CIDR.*TRUST_PROXY=1/s,
    );
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(() => readEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });

  it('counts the address the proxy saw, whatever a client writes into X-Forwarded-For', async () => {
    const proof = await startProofApp({
      trustProxy: readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY,
      signInFailuresPerClient: 1_000_000,
    });
    try {
      const attempt = attemptOn(proof);
      const arrivalDate = proof.arrivalOf('ESG', 'ESG1004');
      const statuses: number[] = [];
      for (let i = 0; i < 80; i += 1) {
        // The client writes a new address each time; the proxy (10.0.0.2) appends the one it saw.
        const forwarded = `${randomInt(1, 223)}.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}, 203.0.113.66`;
        const response = await attempt(
          '10.0.0.2',
          `ESG${randomInt(100_000, 999_999)}`,
          'Guess',
          arrivalDate,
          { 'x-forwarded-for': forwarded },
        );
        statuses.push(response.statusCode);
      }
      expect(
        statuses.filter((status) => status === 429).length,
        JSON.stringify(statuses),
      ).toBeGreaterThanOrEqual(40);
      // Another guest behind the same proxy is a different client.
      const guest = await attempt('10.0.0.2', 'ESG1004', 'Pham', arrivalDate, {
        'x-forwarded-for': '203.0.113.67',
      });
      expect(guest.statusCode, JSON.stringify([guest.headers, guest.body])).toBe(200);
    } finally {
      await proof.close();
    }
  });
  it("with the proxies' addresses, believes X-Forwarded-For from them only", async () => {
    const proof = await startProofApp({
      trustProxy: readEnv({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY,
      signInFailuresPerClient: 1_000_000,
    });
    try {
      const attempt = attemptOn(proof);
      const arrivalDate = proof.arrivalOf('ESG', 'ESG1004');
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        // A client reaching the API directly, claiming a new address each time.
        const response = await attempt(
          '203.0.113.90',
          `ESG${randomInt(100_000, 999_999)}`,
          'Guess',
          arrivalDate,
          {
            'x-forwarded-for': `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`,
          },
        );
        statuses.push(response.statusCode);
      }
      expect(
        statuses.filter((status) => status === 429).length,
        JSON.stringify(statuses),
      ).toBeGreaterThanOrEqual(10);
      const throughProxy = await attempt('10.1.2.3', 'ESG1004', 'Pham', arrivalDate, {
        'x-forwarded-for': '203.0.113.91',
      });
      expect(throughProxy.statusCode).toBe(200);
    } finally {
      await proof.close();
    }
  });
});

describe('tokens in the log', () => {
  it('never writes the one-time sign-in token of /auth?token= to the log', async () => {
    const log = logCapture();
    const proof = await startProofApp({ logLevel: 'info', logStream: log.stream });
    try {
      const secret = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v';
      expect((await proof.inject({ method: 'GET', url: `/auth?token=${secret}` })).statusCode).toBe(
        200,
      );
      await proof.inject({ method: 'GET', url: `/auth?lang=vi&token=${secret}&x=1` });
      await proof.inject({ method: 'GET', url: `/api/health?token=${secret}` });
      const requestLines = log.lines.filter((line) => typeof line.req === 'object');
      expect(requestLines.length).toBeGreaterThanOrEqual(3);
      expect(log.text()).not.toContain(secret);
      expect(log.text()).not.toContain(secret.slice(0, 16));
      expect(requestLines.map((line) => (line.req as { url?: string }).url)).toContain(
        '/auth?token=[REDACTED]',
      );
      expect(requestLines.map((line) => (line.req as { url?: string }).url)).toContain(
        '/auth?lang=vi&token=[REDACTED]&x=1',
      );
    } finally {
      await proof.close();
    }
  });
});

describe('what a failed sign-in reveals', () => {
  let proof: ProofApp;
  let baseUrl: string;
  beforeAll(async () => {
    proof = await startProofApp({ signInRatePerMinute: 1_000_000 });
    baseUrl = await proof.listen();
  });
  afterAll(() => proof.close());

  async function signInOverHttp(body: Record<string, string>) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const headers = [...response.headers.keys()]
      .filter((name) => !['date', 'x-request-id'].includes(name))
      .sort();
    return { status: response.status, text, headers, ms };
  }

  const known = () => ({
    reservation: 'ESG1001',
    arrivalDate: proof.arrivalOf('ESG', 'ESG1001'),
    surname: 'Nguyen',
  });

  it('answers an unknown reservation, a wrong surname, a wrong date and an unknown e-mail alike', async () => {
    const answers = [
      await signInOverHttp({ ...known(), reservation: 'ESG9999999' }),
      await signInOverHttp({ ...known(), surname: 'Nobody' }),
      await signInOverHttp({ ...known(), surname: 'Nguyen', arrivalDate: '2020-01-01' }),
      await signInOverHttp({ ...known(), reservation: 'nobody@example.com', surname: 'Nguyen' }),
      // A family sharing a surname: a wrong surname reveals nothing about it either.
      await signInOverHttp({
        reservation: 'ESG1003',
        arrivalDate: proof.arrivalOf('ESG', 'ESG1003'),
        surname: 'Nobody',
      }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(401);
      expect(answer.text).toBe(answers[0]?.text);
      expect(answer.headers).toEqual(answers[0]?.headers);
    }
    expect(JSON.parse(answers[0]?.text ?? '{}')).toEqual({
      code: 'SIGN_IN_FAILED',
      message: 'We could not find a reservation with these details',
    });
  });

  it('takes the same time and work for an unknown reservation and a wrong surname (40 pairs of tries)', async () => {
    const median = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      return (
        ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) +
          (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) /
        2
      );
    };
    // The API runs in this process: its CPU time per answer is the work it did (a hash, a second
    // query), which a busy machine hardly changes; the time on the clock would show a wait.
    const measured = async (body: Record<string, string>) => {
      const cpuBefore = process.cpuUsage();
      const answer = await signInOverHttp(body);
      const cpu = process.cpuUsage(cpuBefore);
      return { ...answer, cpuMs: (cpu.user + cpu.system) / 1000 };
    };
    type Measured = Awaited<ReturnType<typeof measured>>;
    const pairs: { unknown: Measured; wrongSurname: Measured }[] = [];
    for (let i = 0; i < 45; i += 1) {
      // Failure budgets count 15 minutes: each round is 16 minutes later.
      proof.clock.now = new Date(proof.clock.now.getTime() + 16 * 60_000);
      const unknownTry = () =>
        measured({
          ...known(),
          reservation: `ESG${randomInt(100_000, 999_999)}`,
          surname: 'Nguyen',
        });
      const wrongSurnameTry = () => measured({ ...known(), surname: `Nguyenx${i}` });
      // Each goes first every other round: the first call after the clock's jump may do more
      // (expired budgets), and that must not read as a difference between the two.
      const unknownFirst = i % 2 === 0;
      const first = await (unknownFirst ? unknownTry() : wrongSurnameTry());
      const second = await (unknownFirst ? wrongSurnameTry() : unknownTry());
      const [unknown, wrongSurname] = unknownFirst ? [first, second] : [second, first];
      expect(unknown.status).toBe(401);
      expect(wrongSurname.status).toBe(401);
      // The first rounds warm the JIT and the SQLite page cache up.
      if (i >= 5) pairs.push({ unknown, wrongSurname });
    }
    // The two of a pair run back to back, so a busy machine slows both alike.
    const cpuDifference = median(pairs.map((p) => p.unknown.cpuMs - p.wrongSurname.cpuMs));
    const wallDifference = median(pairs.map((p) => p.unknown.ms - p.wrongSurname.ms));
    const cpu = median(pairs.flatMap((p) => [p.unknown.cpuMs, p.wrongSurname.cpuMs]));
    const wall = median(pairs.flatMap((p) => [p.unknown.ms, p.wrongSurname.ms]));
    const seen = `median differences (unknown minus wrong surname): CPU ${cpuDifference.toFixed(2)} ms of ${cpu.toFixed(2)} ms, clock ${wallDifference.toFixed(2)} ms of ${wall.toFixed(2)} ms`;
    expect(Math.abs(cpuDifference), seen).toBeLessThan(Math.max(0.5, 0.25 * cpu));
    // Another core's programs stretch the clock of one try and not the other's by a few
    // milliseconds on a busy machine; a deliberate wait would be far above this.
    expect(Math.abs(wallDifference), seen).toBeLessThan(Math.max(2, 0.5 * wall));
  });
});
