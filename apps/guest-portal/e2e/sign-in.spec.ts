import { demoGuest, freshGuest } from './support/demo-guests.ts';
import { expect, screenshot, signIn, test } from './support/portal-test.ts';
import { useVietnamese } from './support/stay.ts';

test.describe('sign-in', () => {
  test('a demo guest signs in and lands on a branded home that greets them @all-tenants', async ({
    page,
    tenant,
  }) => {
    const guest = demoGuest(tenant, 'confirmedNoRoom');
    await signIn(page, guest);
    await expect(page.getByRole('heading', { name: `Hello, ${guest.firstName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: tenant.displayName })).toBeVisible();
    await expect(page).toHaveTitle(tenant.displayName);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      tenant.themeColor,
    );
    await screenshot(page, tenant, 'home-en');
  });

  test('a wrong surname shows the error in the form and keeps what was typed', async ({
    page,
    tenant,
  }) => {
    const guest = demoGuest(tenant, 'confirmedNoRoom');
    await signIn(page, guest).catch(() => undefined);
    await page.goto('/login');
    await page.getByLabel('Reservation number or email').fill(guest.reservation);
    await page.getByLabel('Arrival date').fill(guest.arrivalDate);
    await page.getByLabel('Surname').fill('Wrongname');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'We could not find a reservation with these details',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Surname')).toHaveValue('Wrongname');
    await expect(page.getByLabel('Reservation number or email')).toHaveValue(guest.reservation);
  });

  test('the Arrived guest finds Check-out second in the menu', async ({ page, tenant }) => {
    await signIn(page, demoGuest(tenant, 'arrived'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const entries = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    await expect(entries.nth(1)).toHaveText('Check-out');
    await expect(entries.filter({ hasText: 'Check-in' })).toHaveCount(0);
    await screenshot(page, tenant, 'menu-arrived-en');
  });
});

test.describe('a family sharing a surname', () => {
  test('the companion signs in with her given name and gets her own session: her name, no cancelling', async ({
    page,
    tenant,
  }) => {
    const family = freshGuest(tenant, 'confirmedNoRoom');
    await page.goto('/login');
    await page.getByLabel('Reservation number or email').fill(family.reservation);
    await page.getByLabel('Arrival date').fill(family.arrivalDate);
    await page.getByLabel('Surname').fill('Schmidt');
    await expect(page.getByLabel('Given name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Several guests on this reservation share this surname. Please enter your given name too.',
    );
    // Nothing typed is lost; the given name is asked for, labelled, as a field of its own.
    await expect(page.getByLabel('Surname')).toHaveValue('Schmidt');
    await expect(page.getByLabel('Reservation number or email')).toHaveValue(family.reservation);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Missing given name')).toBeVisible();
    await page.getByLabel('Given name').fill('Anna');
    await screenshot(page, tenant, 'login-given-name-en');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Hello, Anna' })).toBeVisible();

    // Her session is hers: the reservation is not hers to cancel.
    await page.goto('/cancel-reservation');
    await expect(
      page.getByText('Only the guest who made the reservation can cancel it.'),
    ).toBeVisible();
    await expect(page.getByLabel('Reason for cancelling')).toHaveCount(0);
  });

  test('the primary guest signs in with theirs, and the form asks in Vietnamese too', async ({
    page,
    tenant,
  }) => {
    const family = freshGuest(tenant, 'confirmedNoRoom');
    await page.goto('/login');
    await useVietnamese(page);
    await page.getByLabel('Mã đặt phòng hoặc email').fill(family.reservation);
    await page.getByLabel('Ngày đến').fill(family.arrivalDate);
    await page.getByLabel('Họ', { exact: true }).fill('Schmidt');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Có nhiều khách cùng họ trong đặt phòng này. Vui lòng nhập cả tên của bạn.',
    );
    await page.getByLabel('Tên', { exact: true }).fill('Lukas');
    await screenshot(page, tenant, 'login-given-name-vi');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /Lukas/ })).toBeVisible();
    await page.goto('/cancel-reservation');
    await expect(page.getByRole('checkbox')).toBeVisible();
  });
});

test('missing fields are named, and an e-mail must be valid', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Missing surname')).toBeVisible();
  await expect(page.getByText('Missing arrival date')).toBeVisible();
  await page.getByLabel('Reservation number or email').fill('guest@hotel');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please input a valid email')).toBeVisible();
});

test('signing in by e-mail works too, and /hotel is the in-hotel variant', async ({
  page,
  tenant,
}) => {
  await page.goto('/hotel');
  await expect(page.getByText(`You are at ${tenant.displayName}`)).toBeVisible();
  await signIn(page, demoGuest(tenant, 'unconfirmed'), { by: 'email' });
});

test('a signed-in guest who reloads a screen or opens it by link sees it, texts included', async ({
  page,
  tenant,
}) => {
  await signIn(page, demoGuest(tenant, 'arrived'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Error \d{3}/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Error \d{3}|profile:/)).toHaveCount(0);
});

test('without a token the portal sends the guest to /login', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('a stale session is forgotten with the cart and the guest goes to /login', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(() => {
    // Signed in once (the CSRF token kept), its cookie long gone.
    localStorage.setItem('guest_csrf', 'x'.repeat(43));
    localStorage.setItem('tmg_cart', '[]');
  });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  // The portal forgets them as it takes the server's /login over.
  await expect
    .poll(() =>
      page.evaluate(() => [localStorage.getItem('guest_csrf'), localStorage.getItem('tmg_cart')]),
    )
    .toEqual([null, null]);
});

test('the sign-in page speaks Vietnamese and remembers the choice', async ({ page, tenant }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(page.getByLabel('Mã đặt phòng hoặc email')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('vi');
  await screenshot(page, tenant, 'login-vi');
});
