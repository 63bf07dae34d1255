import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { freshGuest } from './support/demo-guests.ts';
import {
  expect,
  screenshot,
  sessionTokenOf,
  signInThroughApi,
  test,
} from './support/portal-test.ts';
import { tenantConfig, useVietnamese } from './support/stay.ts';

test('a session ended elsewhere sends the guest to /login with the reason, token and cart forgotten', async ({
  page,
  tenant,
  request,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/in-room-service');
  await page.getByLabel('Search the menu').fill('pho');
  await page.getByRole('link', { name: 'Beef pho' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: /^Cart \(1/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // The cart's own read (My orders) answered before the sign-out: else its refusal, not the order's,
  // sends the guest to /login while the test reaches for the button.
  await expect(page.getByText('You have not ordered anything yet.')).toBeVisible();

  // Signed out on another phone: the same token is revoked through the API.
  const token = await sessionTokenOf(page);
  const signOut = await request.post('/api/auth/sign-out', {
    headers: {
      authorization: `Bearer ${token}`,
      [HOTEL_KEY_HEADER]: tenantConfig(tenant).hotelKey,
    },
  });
  expect(signOut.status()).toBe(200);

  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The URL moves before React swaps the screens: the cart's own refusals may still show a moment.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('guest_csrf'),
      localStorage.getItem('tmg_cart'),
    ]),
  ).toEqual([null, null]);
  await screenshot(page, tenant, 'session-ended-en');
  await useVietnamese(page);
  await expect(
    page.getByText('Phiên đăng nhập của bạn đã kết thúc. Vui lòng đăng nhập lại.'),
  ).toBeVisible();
  await screenshot(page, tenant, 'session-ended-vi');
});

test("a refused sign-in stays on the form with its own reason, not the session's", async ({
  page,
  tenant,
}) => {
  const guest = freshGuest(tenant, 'arrived');
  await page.goto('/login');
  await page.getByLabel('Reservation number or email').fill(guest.reservation);
  await page.getByLabel('Arrival date').fill(guest.arrivalDate);
  await page.getByLabel('Surname').fill('Nobody');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('We could not find a reservation with these details', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Your session has ended.', { exact: false })).toHaveCount(0);
  await expect(page.getByLabel('Surname')).toHaveValue('Nobody');
});
