import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@portal/api-client/contract';
import { staffContract } from '@portal/api-client/staff-contract';
import { buildApp } from '../src/app.ts';
import { openTestStore, STORE_UNDER_TEST } from './support/test-store.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
const staticRoot = path.join(
  process.env.TMPDIR ?? '/tmp',
  `portal-static-${process.pid}-${Date.now()}`,
);
beforeAll(async () => {
  mkdirSync(staticRoot, { recursive: true });
  writeFileSync(
    path.join(staticRoot, 'index.html'),
    '<!doctype html><title>Portal</title><script type="module" src="/app.js"></script>',
  );
  server = await startTestServer({ staticRoot, commit: '1a2b3c4d5e6f' });
});
afterAll(async () => {
  await server.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('says which build answers: the API version and the commit it was started from', async () => {
    const { version } = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8'),
    ) as { version: string };
    const answer = await fetch(`${server.baseUrl}/api/health`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', version, commit: '1a2b3c4d5e6f' });
  });
});

describe('GET /api/health/ready', () => {
  it('tells a load balancer that the instance reaches its database, and which store it is', async () => {
    const answer = await fetch(`${server.baseUrl}/api/health/ready`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ready', store: STORE_UNDER_TEST });
  });

  it('answers 503 when the database does not answer, so the instance leaves the rotation', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'guest-api-ready-'));
    const lost = await openTestStore(dataDir);
    const app = await buildApp({ store: lost.store, dataDir, logLevel: 'silent' });
    try {
      await lost.store.destroy();
      const answer = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', store: STORE_UNDER_TEST });
    } finally {
      await app.close();
      await lost.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('security headers', () => {
  it('serves portal pages with a strict CSP: no inline script, no framing', async () => {
    const answer = await fetch(`${server.baseUrl}/my-reservation`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>Portal</title>');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends HSTS only over TLS', async () => {
    const answer = await fetch(`${server.baseUrl}/api/health`);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    await answer.arrayBuffer();
  });

  it('marks API answers no-store', async () => {
    const answer = await fetch(`${server.baseUrl}/api/health`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    await answer.arrayBuffer();
  });

  it('never serves the data folder or an upload by path', async () => {
    for (const probe of ['/uploads/x.png', '/../data/guest-portal.sqlite', '/api/uploads/x.png']) {
      const answer = await fetch(`${server.baseUrl}${probe}`);
      expect(answer.headers.get('content-type') ?? '').not.toContain('image');
      expect(await answer.text()).not.toContain('SQLite');
    }
  });

  it('serves demo pictures as inert SVG', async () => {
    const answer = await fetch(`${server.baseUrl}/api/media/pho-bo.svg`);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(await answer.text()).not.toMatch(/<script|href=/);
    const escape = await fetch(`${server.baseUrl}/api/media/..%2Fsecret.svg`);
    expect(escape.status).toBe(404);
    await escape.arrayBuffer();
  });
});

describe('API documents', () => {
  it('serves an OpenAPI 3.1 document with every call of the contract, the staff calls too', async () => {
    const answer = await server.call<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { operationId: string; responses: Record<string, unknown> }>
      >;
    }>('GET', '/api/openapi.json', { hotel: null });
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const operations = Object.values(answer.body.paths).flatMap((methods) =>
      Object.values(methods),
    );
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      [...Object.keys(contract), ...Object.keys(staffContract)].sort(),
    );
    const staffWrite = answer.body.paths['/api/staff/accounts/{id}']?.patch;
    expect(Object.keys(staffWrite?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    const cancel = answer.body.paths['/api/reservation/cancel']?.post;
    expect(Object.keys(cancel?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409']),
    );
    expect(answer.body.paths['/api/programs/{id}']?.get).toBeDefined();
  });

  it('serves a readable docs page that loads no inline script', async () => {
    const answer = await fetch(`${server.baseUrl}/api/docs/`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    for (const [, src] of html.matchAll(/src="([^"]+)"/g)) {
      const asset = await fetch(new URL(src ?? '', `${server.baseUrl}/api/docs/`));
      expect(asset.status, src).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, src).toBeGreaterThan(0);
    }
    const initializer = await fetch(`${server.baseUrl}/api/docs/static/swagger-initializer.js`);
    expect(await initializer.text()).toContain('json');
  });
});
