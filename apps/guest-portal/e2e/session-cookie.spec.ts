import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import type { E2eTenant } from './support/e2e-tenants.ts';
import { freshGuest, type SignInDetails } from './support/demo-guests.ts';
import { expect, sessionTokenOf, signIn, test } from './support/portal-test.ts';
import { tenantConfig } from './support/stay.ts';

/** Everything a script of the page can read: its cookies and both storages. */
function readableByScript(page: Page) {
  return page.evaluate(() =>
    JSON.stringify({ cookie: document.cookie, ...localStorage, ...sessionStorage }),
  );
}

/** The hotel's one-time link for the guest, as its pre-arrival e-mail carries it. */
function signInLinkToken(tenant: E2eTenant, guest: SignInDetails): string {
  const dataRoot = process.env.E2E_DATA_ROOT;
  if (!dataRoot) throw new Error('E2E_DATA_ROOT is not set (run through playwright.config.ts)');
  const db = new DatabaseSync(path.join(dataRoot, tenant.id, 'guest-portal.sqlite'));
  db.exec('PRAGMA busy_timeout = 5000');
  try {
    const row = db
      .prepare(
        `SELECT g.id AS guestId, r.hotel_id AS hotelId FROM guests g
         JOIN reservations r ON r.id = g.reservation_id
         WHERE r.reservation_number = ? AND g.is_primary = 1`,
      )
      .get(guest.reservation) as { guestId: number; hotelId: number } | undefined;
    if (!row) throw new Error(`No guest on ${guest.reservation}`);
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    db.prepare(
      `INSERT INTO sessions (token_hash, guest_id, hotel_id, kind, created_at, expires_at)
       VALUES (?, ?, ?, 'sign-in-link', ?, ?)`,
    ).run(
      createHash('sha256').update(token).digest('hex'),
      row.guestId,
      row.hotelId,
      now.toISOString(),
      new Date(now.getTime() + 3_600_000).toISOString(),
    );
    return token;
  } finally {
    db.close();
  }
}

test('signed in, the session is an HttpOnly SameSite=Lax cookie: no script of the page can read it', async ({
  page,
  tenant,
}) => {
  await signIn(page, freshGuest(tenant, 'arrived'));
  const cookie = (await page.context().cookies()).find((kept) => kept.name === 'portal_guest');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  const token = await sessionTokenOf(page);
  const readable = await readableByScript(page);
  expect(readable).not.toContain(token);
  expect(readable).not.toContain('portal_guest');
  // Still signed in on the next visit, with nothing a script could carry away.
  await page.goto('/in-room-service');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await readableByScript(page)).not.toContain(token);
});

test("the hotel's link signs the guest in and leaves no token in the address, the history or a Referer", async ({
  page,
  tenant,
}) => {
  const guest = freshGuest(tenant, 'arrived');
  const link = signInLinkToken(tenant, guest);
  const referers: string[] = [];
  page.on('request', (request) => {
    void request.headerValue('referer').then((referer) => referer && referers.push(referer));
  });
  // Where the page stands while the link is exchanged: the token has left the address already.
  let addressDuringExchange = '';
  await page.route('**/api/auth/token-exchange', async (route) => {
    addressDuringExchange = page.url();
    await route.continue();
  });
  await page.goto('/api/health');
  await page.goto(`/auth?token=${link}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Hello, ${guest.firstName}` })).toBeVisible();
  expect(await readableByScript(page)).not.toContain(await sessionTokenOf(page));
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/health$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/home$/);
  expect(new URL(addressDuringExchange).pathname).toBe('/auth');
  expect(addressDuringExchange).not.toContain(link);
  expect(referers.filter((referer) => referer.includes(link))).toEqual([]);
});

test('a guest signed in by an earlier portal keeps the session: its stored token is exchanged once for the cookie, then deleted', async ({
  page,
  tenant,
  request,
}) => {
  const guest = freshGuest(tenant, 'arrived');
  const hotelKey = tenantConfig(tenant).hotelKey;
  // The earlier portal's session: the token its sign-in answered, kept in local storage.
  const signedIn = await request.post('/api/auth/sign-in', {
    headers: { [HOTEL_KEY_HEADER]: hotelKey },
    data: {
      reservation: guest.reservation,
      arrivalDate: guest.arrivalDate,
      surname: guest.surname,
      givenName: guest.firstName,
    },
  });
  const old = /portal_guest=([^;]+)/.exec(signedIn.headers()['set-cookie'] ?? '')?.[1];
  if (!old) throw new Error('The sign-in set no session cookie');
  await page.goto('/api/health');
  await page.evaluate((token) => localStorage.setItem('access_token', token), old);

  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Hello, ${guest.firstName}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  const token = await sessionTokenOf(page);
  expect(token).not.toBe(old);
  expect(await readableByScript(page)).not.toContain(token);

  // Exchanged once: the old token is worth nothing now, not even for another exchange.
  const again = await request.post('/api/auth/stored-token-exchange', {
    headers: { [HOTEL_KEY_HEADER]: hotelKey },
    data: { token: old },
  });
  expect(again.status()).toBe(401);
  const replay = await request.get('/api/customer-flow/me', {
    headers: { [HOTEL_KEY_HEADER]: hotelKey, authorization: `Bearer ${old}` },
  });
  expect(replay.status()).toBe(401);
});
