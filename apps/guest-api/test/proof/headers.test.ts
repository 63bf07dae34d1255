import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type RouteName } from '@portal/api-client/contract';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { TENANT_IDS, loadTenant } from '@portal/tenant-schema/load-tenant';
import { HOTEL_KEYS, startProofApp, type ProofApp } from './support/proof-app.ts';

/** The headers a browser relies on to keep the portal and the guest's data safe. */
let proof: ProofApp;
let token: string;
beforeAll(async () => {
  proof = await startProofApp();
  token = await proof.signIn('ESG', 'ESG1001');
});
afterAll(() => proof.close());

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** Origins a tenant's contact links open; the only third parties a page may name. */
async function contactOrigins(): Promise<Set<string>> {
  const origins = new Set<string>();
  for (const id of TENANT_IDS) {
    for (const value of Object.values((await loadTenant(id)).contacts)) {
      if (typeof value === 'string' && /^https:\/\//.test(value))
        origins.add(new URL(value).origin);
    }
  }
  return origins;
}

const PORTAL_PAGES = [
  '/',
  '/login',
  '/home',
  '/in-room-service',
  '/check-in',
  '/assets/index-proof.js',
];

describe('the portal pages', () => {
  it.each(PORTAL_PAGES)(
    '%s carries a strict Content-Security-Policy: no inline or eval script, no foreign origin',
    async (url) => {
      const response = await proof.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const csp = directives(String(response.headers['content-security-policy'] ?? ''));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      const allowed = await contactOrigins();
      for (const [name, sources] of csp) {
        for (const source of sources) {
          const isKeyword =
            /^'(self|none|unsafe-inline)'$/.test(source) || ['data:', 'blob:'].includes(source);
          expect(isKeyword || allowed.has(source), `${name} ${source}`).toBe(true);
          if (source === "'unsafe-inline'")
            expect(name, 'inline is for styles only (styled-components)').toBe('style-src');
        }
      }
    },
  );

  it.each(PORTAL_PAGES)('%s is sent with the hardening headers', async (url) => {
    const { headers } = await proof.inject({ method: 'GET', url });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it("sends the hotel's link page with no Referer at all: the link's token never leaves in one", async () => {
    const { headers } = await proof.inject({ method: 'GET', url: `/auth?token=${'x'.repeat(43)}` });
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('never sends Strict-Transport-Security over plain HTTP, even when a client claims https', async () => {
    expect(
      (await proof.inject({ method: 'GET', url: '/login' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const spoofed = await proof.inject({
      method: 'GET',
      url: '/login',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security for a year when a trusted TLS proxy forwards the request', async () => {
    const behindProxy = await startProofApp({ trustProxy: 1 });
    try {
      const overTls = await behindProxy.inject({
        method: 'GET',
        url: '/login',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const maxAge = Number(
        /max-age=(\d+)/.exec(String(overTls.headers['strict-transport-security']))?.[1],
      );
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      const plain = await behindProxy.inject({
        method: 'GET',
        url: '/login',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the API', () => {
  const guestReads = (Object.keys(contract) as RouteName[]).filter(
    (name) =>
      contract[name].auth && contract[name].method === 'GET' && !('params' in contract[name]),
  );

  it.each(guestReads)(
    '%s (personal data) is never stored by a browser or proxy: Cache-Control no-store',
    async (name) => {
      const response = await proof.inject({
        method: 'GET',
        url: `/api${contract[name].path}`,
        headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG, authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['cache-control'])).toMatch(/\bno-store\b/);
    },
  );

  it.each([
    ['an answer', 'GET', '/api/customer-flow/me', true],
    ['a refusal', 'GET', '/api/customer-flow/me', false],
    ['a refused body', 'POST', '/api/auth/sign-in', false],
  ] as const)(
    '%s of a JSON call carries the headers JSON needs, not a page’s',
    async (_what, method, url, signedIn) => {
      const response = await proof.inject({
        method,
        url,
        headers: {
          [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
          ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(method === 'POST' ? { payload: { reservation: '' } } : {}),
      });
      expect(response.statusCode).toBe(signedIn ? 200 : method === 'POST' ? 400 : 401);
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(String(response.headers['cache-control'])).toMatch(/\bno-store\b/);
      // A page's headers (scripts, prefetching, downloads, a window's opener) say nothing of JSON.
      for (const pageOnly of [
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'origin-agent-cluster',
        'cross-origin-opener-policy',
        'x-xss-protection',
      ]) {
        expect(response.headers[pageOnly], pageOnly).toBeUndefined();
      }
    },
  );

  it('sends the access token and refusals with no-store too', async () => {
    const signIn = await proof.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG },
      payload: {
        reservation: 'ESG1002',
        arrivalDate: proof.arrivalOf('ESG', 'ESG1002'),
        surname: 'Walker',
      },
    });
    expect(signIn.statusCode).toBe(200);
    expect(String(signIn.headers['cache-control'])).toMatch(/\bno-store\b/);
    const refused = await proof.inject({
      method: 'GET',
      url: '/api/customer-flow/me',
      headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG },
    });
    expect(refused.statusCode).toBe(401);
    expect(String(refused.headers['cache-control'])).toMatch(/\bno-store\b/);
  });

  it('allows no other origin to read answers (no CORS grant), and sends nosniff', async () => {
    const response = await proof.inject({
      method: 'GET',
      url: '/api/customer-flow/me',
      headers: {
        [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
        authorization: `Bearer ${token}`,
        origin: 'https://evil.example',
      },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const preflight = await proof.inject({
      method: 'OPTIONS',
      url: '/api/customer-flow/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
