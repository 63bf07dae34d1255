import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCsrfTokenOf } from '../src/platform/sessions/guest-cookie.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * The API's side of the portal's server-rendered pages (src/app/portal-pages.ts), with a render
 * module of the shape the portal build writes (`.server/server-render.js`, the wire's
 * `PageRenderer`): it renders what it was handed and what its call of the API answered.
 */
const RENDER_MODULE = `
export const hotelKey = '10';
export const defaultLanguage = 'en';
export async function renderPage(page) {
  if (page.url.startsWith('/broken')) throw new Error('the render failed');
  if (!page.csrfToken) return page.url.startsWith('/login') ? { status: 200, html: 'sign-in ' + page.language } : { redirect: '/login' };
  const me = await page.call({ method: 'GET', url: '/api/customer-flow/me', headers: { 'x-hotel-key': '10' } });
  return { status: 200, html: JSON.stringify({ language: page.language, csrfToken: page.csrfToken, me: { status: me.status, body: JSON.parse(me.body) } }) };
}
`;

let server: TestServer;
const staticRoot = path.join(
  process.env.TMPDIR ?? '/tmp',
  `portal-pages-${String(process.pid)}-${String(Date.now())}`,
);

beforeAll(async () => {
  mkdirSync(path.join(staticRoot, '.server'), { recursive: true });
  writeFileSync(path.join(staticRoot, 'index.html'), '<!doctype html><title>empty</title>');
  writeFileSync(path.join(staticRoot, '.server', 'server-render.js'), RENDER_MODULE);
  server = await startTestServer({ staticRoot });
});
afterAll(async () => {
  await server.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

function page(route: string, cookie?: string) {
  return fetch(`${server.baseUrl}${route}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
}

interface Rendered {
  language: string;
  csrfToken: string;
  me: { status: number; body: { guest?: { lastName?: string } } };
}

describe("a portal page, rendered for the request's guest", () => {
  it("reads the guest's own data through the API's handlers, with the request's cookie", async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const answer = await page('/my-reservation', `portal_guest=${token}`);
    expect(answer.status).toBe(200);
    const rendered = (await answer.json()) as Rendered;
    expect(rendered.me.status).toBe(200);
    expect(JSON.stringify(rendered.me.body)).toContain('ESG1001');
    // The session's CSRF token is handed to the page; the session itself stays in the cookie.
    expect(rendered.csrfToken).toBe(guestCsrfTokenOf(token));
    expect(JSON.stringify(rendered)).not.toContain(token);
  });

  it('is kept by no cache, and differs by the cookie', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const answer = await page('/home', `portal_guest=${token}`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('vary')?.toLowerCase()).toContain('cookie');
  });

  it('is the sign-in page without a live session of this hotel', async () => {
    const other = await server.signIn('VCT', 'VCT1001');
    for (const cookie of [undefined, 'portal_guest=not-a-session-token', `portal_guest=${other}`]) {
      const answer = await page('/my-reservation', cookie);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/login');
    }
  });

  it('is no longer rendered with the session once the guest signed out', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    expect((await page('/home', `portal_guest=${token}`)).status).toBe(200);
    await server.call('POST', '/api/auth/sign-out', { token });
    expect((await page('/home', `portal_guest=${token}`)).status).toBe(302);
  });

  it("is in the guest's language from the language cookie, else the hotel's", async () => {
    expect(await (await page('/login', 'language=vi')).text()).toBe('sign-in vi');
    expect(await (await page('/login', 'language=../..')).text()).toBe('sign-in en');
    expect(await (await page('/login')).text()).toBe('sign-in en');
  });

  it('falls back to the empty page, which renders itself, when the render fails: never a 5xx', async () => {
    const answer = await page('/broken');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>empty</title>');
  });

  it('never serves the render module itself', async () => {
    const answer = await page('/.server/server-render.js');
    expect(await answer.text()).not.toContain('renderPage');
  });

  it('never answers an API address or another method with a page', async () => {
    expect((await page('/api/no-such-call')).status).toBe(404);
    const post = await fetch(`${server.baseUrl}/home`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
