import { demoGuest, freshGuest } from '../support/demo-guests.ts';
import { pdfDocument } from '../support/documents.ts';
import { expect, test } from '../support/portal-test.ts';
import {
  apiSignIn,
  expectScreen,
  navigateInApp,
  prepareStorage,
  reachRoute,
  settle,
  untilPortalHolds,
} from './support/session.ts';
import { builtRoutes } from './support/spec-routes.ts';
import { waitForQuietNetwork } from '@portal/chromium/quiet-network';

const NETWORK_MESSAGE = 'We could not reach the hotel. Check your connection and try again.';

/** The portal on a failing network: what the guest typed stays, and they can try again. */
test.describe('a failing network', () => {
  test('sign-in: a request that fails keeps what was typed, says why, and the same button retries', async ({
    page,
    tenant,
  }) => {
    const guest = demoGuest(tenant, 'arrived');
    await page.goto('/login');
    await page.getByLabel('Reservation number or email').fill(guest.reservation);
    await page.getByLabel('Arrival date').fill(guest.arrivalDate);
    await page.getByLabel('Surname').fill(guest.surname);
    await page.route('**/api/auth/sign-in', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(NETWORK_MESSAGE);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Reservation number or email')).toHaveValue(guest.reservation);
    await expect(page.getByLabel('Arrival date')).toHaveValue(guest.arrivalDate);
    await expect(page.getByLabel('Surname')).toHaveValue(guest.surname);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // The network is back: the same button, nothing retyped.
    await page.unroute('**/api/auth/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('sign-in while offline keeps the form too', async ({ page, context, tenant }) => {
    const guest = demoGuest(tenant, 'unconfirmed');
    await page.goto('/login');
    // The guest lost the network with the portal loaded, not while its scripts were arriving.
    await waitForQuietNetwork(page);
    await context.setOffline(true);
    await page.getByLabel('Reservation number or email').fill(guest.email);
    await page.getByLabel('Arrival date').fill(guest.arrivalDate);
    await page.getByLabel('Surname').fill(guest.surname);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(NETWORK_MESSAGE);
    await expect(page.getByLabel('Reservation number or email')).toHaveValue(guest.email);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the cart survives a reload and a failed order; back online, one order is placed', async ({
    page,
    request,
    context,
    tenant,
  }) => {
    await prepareStorage(
      page,
      await apiSignIn(request, tenant, freshGuest(tenant, 'arrived')),
      'en',
    );
    await page.goto('/in-room-service');
    await settle(page);
    await page.getByLabel('Search the menu').fill('pho');
    await page.getByRole('button', { name: 'Add Beef pho to the cart' }).click();
    await expect(page.getByRole('link', { name: /Cart \(1 item\)/ })).toBeVisible();
    await page.reload();
    await settle(page);
    await expect(page.getByRole('link', { name: /Cart \(1 item\)/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tmg_cart'))).toContain('"quantity":1');

    await page.goto('/cart');
    await settle(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(NETWORK_MESSAGE);
    await expect(page).toHaveURL(/\/cart$/);
    expect(await page.evaluate(() => localStorage.getItem('tmg_cart'))).toContain('"quantity":1');
    await context.setOffline(false);
    await page.reload();
    await settle(page);
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await expect(page).toHaveURL(/\/order-success\/\d+$/);
    await page.goto('/cart');
    await settle(page);
    await expect(page.locator('#my-orders li')).toHaveCount(1);
  });
});

/**
 * Every signed-in screen whose data fails to load shows its skeleton, then says so, and loads on
 * "Try again". On a page load the server reads a screen's first data (and a failure there is the
 * server's), so each screen is reached in the app, where the browser reads it: from a screen that
 * reads nothing but the profile, or, for a step of a flow, through the screen before it.
 */
test.describe('screens whose data does not arrive', () => {
  const dataScreens = builtRoutes().filter((route) => route.story && !route.mutates);
  for (const route of dataScreens) {
    test(`${route.pattern} offers to try again, and then shows its data`, async ({
      page,
      request,
      tenant,
    }) => {
      const { path } = await reachRoute(request, tenant, route, page, 'en');
      let failing = false;
      let failed = 0;
      // The failing reads are held until the screen's skeleton has been seen, then fail.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let reading = () => {};
      const read = new Promise<void>((resolve) => {
        reading = resolve;
      });
      // Everything but the guest's profile (whose failure signs the guest out), the live-update
      // stream and the shell's unread count (no screen's data: they fail silently and come back
      // on their own).
      await page.route('**/api/**', async (call) => {
        const url = new URL(call.request().url());
        if (
          !failing ||
          url.pathname === '/api/customer-flow/me' ||
          url.pathname === '/api/events' ||
          url.pathname === '/api/conversation/unread' ||
          call.request().method() !== 'GET'
        )
          return call.continue();
        failed += 1;
        reading();
        await held;
        return call.abort('internetdisconnected');
      });
      if (route.through) {
        await page.goto(route.through.path);
        await settle(page);
        await untilPortalHolds(page);
        failing = true;
        await route.through.steps(page);
        await page.waitForURL((url) => url.pathname === path);
      } else {
        await page.goto(path === '/language' ? '/profile' : '/language');
        await settle(page);
        failing = true;
        await navigateInApp(page, path);
      }
      // The screen's reads go out (and are held), or it reads nothing but the profile and the
      // network goes quiet. Meanwhile it shows, with a skeleton where its data will be.
      await Promise.race([read, waitForQuietNetwork(page).catch(() => undefined)]);
      const loading = page.getByRole('status', { name: /loading/i }).first();
      if (failed > 0) await expect(loading).toBeVisible();
      release();
      await waitForQuietNetwork(page);
      // A screen that reads nothing but the profile has nothing to fail: it must simply show.
      if (failed > 0) await expect(page.getByText(NETWORK_MESSAGE).first()).toBeVisible();
      failing = false;
      // Each "Try again" refetches its part; the screen may re-render (and a button go) while one
      // is clicked, so the buttons are counted again once the network is quiet.
      const retry = page.getByRole('button', { name: 'Try again' });
      for (let attempts = 0; attempts < 5; attempts += 1) {
        await waitForQuietNetwork(page);
        if ((await retry.count()) === 0) break;
        await retry
          .first()
          .click({ timeout: 3_000 })
          .catch(() => undefined);
      }
      await settle(page);
      await expectScreen(page, path);
    });
  }
});

test('pre check-in sent while offline keeps every field and the documents; back online it goes through', async ({
  page,
  request,
  context,
  tenant,
}) => {
  await prepareStorage(
    page,
    await apiSignIn(request, tenant, freshGuest(tenant, 'confirmedNoRoom')),
    'en',
  );
  await page.goto('/check-in');
  await settle(page);
  await page.getByLabel('Estimated arrival time').fill('21:00');
  for (const name of ['Lukas Schmidt', 'Anna Schmidt', 'Mia Schmidt']) {
    const guest = page.getByRole('region', { name });
    await guest.getByLabel('Nationality').selectOption('VN');
    if (name !== 'Mia Schmidt') {
      await guest.getByLabel('Choose a photo or PDF').setInputFiles({
        name: `${name.split(' ')[0]}.pdf`,
        mimeType: 'application/pdf',
        buffer: pdfDocument(),
      });
    }
  }
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send my pre check-in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: NETWORK_MESSAGE }).last()).toBeVisible();
  await expect(page).toHaveURL(/\/check-in$/);
  await expect(page.getByLabel('Estimated arrival time')).toHaveValue('21:00');
  await expect(
    page.getByRole('region', { name: 'Lukas Schmidt' }).getByText('Lukas.pdf'),
  ).toBeVisible();
  await context.setOffline(false);
  // The form offers to try again, with nothing to enter or choose again.
  await page.getByRole('button', { name: 'Try again', exact: true }).click();
  await expect(page).toHaveURL(/\/check-in-success$/);
});
