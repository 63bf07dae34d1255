import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
const staticRoot = path.join(
  process.env.TMPDIR ?? '/tmp',
  `portal-first-view-${process.pid}-${Date.now()}`,
);

function page(name: string) {
  return `<!doctype html><title>${name}</title>`;
}

beforeAll(async () => {
  mkdirSync(path.join(staticRoot, 'first-view', 'vi'), { recursive: true });
  writeFileSync(path.join(staticRoot, 'index.html'), page('empty'));
  // The hotel's default language at the top, the other language in its own folder.
  writeFileSync(path.join(staticRoot, 'first-view', 'login.html'), page('login default'));
  writeFileSync(path.join(staticRoot, 'first-view', 'reserve.html'), page('reserve default'));
  writeFileSync(path.join(staticRoot, 'first-view', 'vi', 'login.html'), page('login vi'));
  server = await startTestServer({ staticRoot });
});
afterAll(async () => {
  await server.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

async function title(route: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${server.baseUrl}${route}`, { headers });
  expect(answer.status).toBe(200);
  return {
    title: /<title>(.*)<\/title>/.exec(await answer.text())?.[1],
    headers: answer.headers,
  };
}

describe('the portal page of a route: its prerendered first view', () => {
  it('serves the first view of /login, not the empty page', async () => {
    const answer = await title('/login');
    expect(answer.title).toBe('login default');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('vary')?.toLowerCase()).toContain('cookie');
  });

  it('serves a route with an id by its first segment', async () => {
    expect((await title('/reserve/42')).title).toBe('reserve default');
  });

  it("serves the guest's chosen language from the language cookie", async () => {
    expect((await title('/login', { cookie: 'a=1; language=vi' })).title).toBe('login vi');
  });

  it('falls back to the default language when the chosen one has no file for the route', async () => {
    expect((await title('/reserve/1', { cookie: 'language=vi' })).title).toBe('reserve default');
  });

  it('serves the empty page for a route without a first view, or an unusable cookie', async () => {
    expect((await title('/auth?token=abc')).title).toBe('empty');
    expect((await title('/no-such-page')).title).toBe('empty');
    expect((await title('/login', { cookie: 'language=../..' })).title).toBe('login default');
    expect((await title('/..%2Findex')).title).toBe('empty');
  });
});
