import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { demoStaffAccounts } from '../../src/platform/sign-in/demo-staff.ts';
import { HOTEL_KEYS, startProofApp, type ProofApp } from './support/proof-app.ts';

const manager = demoStaffAccounts('ESG').find((account) => account.role === 'manager');
if (!manager) throw new Error('No demo manager');

/** Password guessing against the staff sign-in, budgeted like the guests' (src/platform/sign-in/sign-in-budget.ts). */
describe('staff sign-in under brute force', { timeout: 30_000 }, () => {
  let proof: ProofApp;
  beforeAll(async () => {
    // The API's own default limits, as in production.
    proof = await startProofApp({ metricsToken: 'proof-metrics-token-0123456789' });
  });
  beforeEach(() => {
    proof.clock.now = new Date(proof.clock.now.getTime() + 16 * 60_000);
  });
  afterAll(() => proof.close());

  const attempt = (remoteAddress: string, email: string, password: string) =>
    proof.inject({
      method: 'POST',
      url: '/api/staff/session',
      remoteAddress,
      headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG },
      payload: { email, password },
    });

  it('refuses one address guessing passwords of many accounts with 429 and Retry-After; another address signs in', async () => {
    const statuses: number[] = [];
    const emails = ['frontdesk@esg.demo', 'kitchen@esg.demo', 'concierge@esg.demo'];
    for (let guess = 0; guess < 12; guess += 1) {
      const response = await attempt(
        '203.0.113.9',
        emails[guess % emails.length] ?? '',
        `guess number ${guess}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10), JSON.stringify(statuses)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10), JSON.stringify(statuses)).toEqual([429, 429]);
    // The right password from that address is refused too: the client is stopped.
    const refused = await attempt('203.0.113.9', manager.email, manager.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    const elsewhere = await attempt('198.51.100.4', manager.email, manager.password);
    expect(elsewhere.statusCode).toBe(200);
  });

  // Each attempt is counted before its password is checked, so parallel attempts see each other.
  it('checks no more parallel wrong sign-ins from one address than its budget (10); the rest 429', async () => {
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, guess) =>
        attempt('203.0.113.60', `nobody${guess}@esg.demo`, `parallel guess ${guess}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked, JSON.stringify(statuses)).toBe(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - checked);
  });

  it('checks no more parallel wrong passwords for one account from many addresses than its free failures (5)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        attempt(`192.0.2.${guess + 120}`, manager.email, `parallel wrong ${guess}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked, JSON.stringify(statuses)).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - checked);
  });

  it('makes guesses at one account wait (429, Retry-After), and lets its owner in after the wait', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 7; guess += 1) {
      // Each guess from a new address: only the account's own budget applies.
      const response = await attempt(`192.0.2.${guess + 10}`, manager.email, `wrong ${guess}`);
      statuses.push(response.statusCode);
    }
    // Five failures cost nothing; from then on each try waits after the last failure.
    expect(statuses, JSON.stringify(statuses)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const waiting = await attempt('192.0.2.99', manager.email, manager.password);
    expect(waiting.statusCode).toBe(429);
    const wait = Number(waiting.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    proof.clock.now = new Date(proof.clock.now.getTime() + wait * 1000);
    expect((await attempt('192.0.2.99', manager.email, manager.password)).statusCode).toBe(200);
  });

  it('writes each failed sign-in to the audit log (e-mail tried, address, time; never the password) and the metrics', async () => {
    const vct = demoStaffAccounts('VCT').find((account) => account.role === 'manager');
    if (!vct) throw new Error('No demo manager of VCT');
    const tried = (email: string, password: string) =>
      proof.inject({
        method: 'POST',
        url: '/api/staff/session',
        remoteAddress: '198.51.100.77',
        headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.VCT },
        payload: { email, password },
      });
    expect((await tried('nobody@vct.demo', 'Secret guess one')).statusCode).toBe(401);
    expect((await tried(vct.email, 'Secret guess two')).statusCode).toBe(401);
    const signedIn = await tried(vct.email, vct.password);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<{ csrfToken: string }>();
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
    const log = await proof.inject({
      method: 'GET',
      url: '/api/staff/audit-log?limit=3',
      headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.VCT, cookie, 'x-csrf-token': session.csrfToken },
    });
    expect(log.statusCode).toBe(200);
    expect(log.json<{ entries: unknown[] }>().entries).toEqual([
      expect.objectContaining({ action: 'staff-signed-in', clientAddress: null }),
      {
        id: expect.any(Number),
        at: proof.clock.now.toISOString(),
        staffId: null,
        staffName: '',
        action: 'staff-sign-in-failed',
        subject: vct.email,
        clientAddress: '198.51.100.77',
      },
      expect.objectContaining({
        action: 'staff-sign-in-failed',
        subject: 'nobody@vct.demo',
        clientAddress: '198.51.100.77',
      }),
    ]);
    expect(log.body).not.toMatch(/Secret guess/);
    // Five more failures at one account, then a refusal: counted apart.
    for (let guess = 0; guess < 5; guess += 1)
      expect((await tried('nobody.else@vct.demo', `Secret guess ${guess}`)).statusCode).toBe(401);
    expect((await tried('nobody.else@vct.demo', 'Secret guess 5')).statusCode).toBe(429);
    const metrics = await proof.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer proof-metrics-token-0123456789' },
    });
    expect(metrics.body).toMatch(/^guest_api_staff_sign_in_failures_total\{hotel="VCT"\} 7$/m);
    expect(metrics.body).toMatch(
      /^guest_api_staff_sign_in_refusals_total\{hotel="VCT",reason="reservation"\} 1$/m,
    );
  });
});
