import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../src/app.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
const roots = mkdtempSync(path.join(tmpdir(), 'console-serving-'));
const staticRoot = path.join(roots, 'portal');
const consoleRoot = path.join(roots, 'console');

beforeAll(async () => {
  mkdirSync(staticRoot, { recursive: true });
  mkdirSync(path.join(consoleRoot, 'assets'), { recursive: true });
  writeFileSync(path.join(staticRoot, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(path.join(consoleRoot, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(path.join(consoleRoot, 'assets', 'console-1a2b.js'), 'console.log("console");');
  // Typed as the options the API is started with, so the option's name is checked too.
  const options: Partial<AppOptions> = { staticRoot, consoleRoot };
  server = await startTestServer(options);
});
afterAll(async () => {
  await server.close();
  rmSync(roots, { recursive: true, force: true });
});

describe('the staff console at /staff/', () => {
  it('serves its page at /staff/ and at every console address, the guest portal elsewhere', async () => {
    for (const address of ['/staff/', '/staff/accounts', '/staff/audit-log?x=1']) {
      const answer = await fetch(`${server.baseUrl}${address}`);
      expect(answer.status, address).toBe(200);
      expect(answer.headers.get('content-type'), address).toContain('text/html');
      expect(await answer.text(), address).toContain('<title>Console</title>');
      expect(answer.headers.get('content-security-policy'), address).toContain("script-src 'self'");
    }
    const portal = await fetch(`${server.baseUrl}/my-reservation`);
    expect(await portal.text()).toContain('<title>Portal</title>');
  });

  it("sends /staff on to /staff/, where the console's relative routes work", async () => {
    const answer = await fetch(`${server.baseUrl}/staff`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/staff/');
  });

  it('serves its hashed files for a year, and a missing one as 404, not as the page', async () => {
    const asset = await fetch(`${server.baseUrl}/staff/assets/console-1a2b.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${server.baseUrl}/staff/assets/gone-9z9z.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves the staff API to the API: an unknown call is a JSON 404', async () => {
    const answer = await fetch(`${server.baseUrl}/api/staff/nothing-here`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
