import type { Page } from '@playwright/test';
import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { demoGuest, freshGuest } from './support/demo-guests.ts';
import {
  expect,
  openFromMenu,
  screenshot,
  signIn,
  signInThroughApi,
  tapInApp,
  test,
  untilHydrated,
} from './support/portal-test.ts';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** From the menu: search a dish and open its page. */
async function openDish(page: Page, search: string, name: string) {
  await page.goto('/in-room-service');
  await untilHydrated(page);
  await findDish(page, search, name);
}

/** On the in-room dining screen: search a dish and open its page in the app. */
async function findDish(page: Page, search: string, name: string) {
  await page.getByLabel('Search the menu').fill(search);
  await tapInApp(page.getByRole('link', { name }));
  await expect(page).toHaveURL(/\/food-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A cart the guest could not have filled (no room): written straight into tmg_cart. */
async function seedCart(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem(
      'tmg_cart',
      JSON.stringify({
        version: 1,
        lines: [
          {
            itemId: 1,
            quantity: 1,
            unitPrice: 125000,
            notes: '',
            name: { en: 'Beef pho', vi: 'Phở bò' },
            image: null,
          },
        ],
      }),
    );
  });
}

test.describe('in-room dining @all-tenants', () => {
  test('the guest finds a dish by category and by search, puts two in the cart, and the cart survives a reload', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/in-room-service');
    await expect(page.getByRole('heading', { level: 1, name: 'In-room dining' })).toBeVisible();
    // Categories are tabs; the second tab shows its own dishes.
    const tabs = page.getByRole('tablist', { name: 'Menu categories' }).getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.filter({ hasText: 'Drinks' }).click();
    await expect(
      page
        .getByRole('tabpanel', { name: 'Drinks' })
        .getByRole('link', { name: 'Vietnamese iced coffee' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Beef pho' })).toHaveCount(0);
    // Pictures are sized before they load; the first is fetched at once (e2e/server-render.spec.ts),
    // the ones below wait.
    const picture = page.getByRole('tabpanel').locator('img').nth(1);
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', /\d+/);
    await expect(picture).toHaveAttribute('height', /\d+/);
    await screenshot(page, tenant, 'in-room-service-en');

    await page.getByLabel('Search the menu').fill('pizza xyz');
    await expect(page.getByText('No dish matches “pizza xyz”.')).toBeVisible();
    await openDish(page, 'pho', 'Beef pho');
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByLabel('Notes for the kitchen').fill('No chilli');
    await expect(page.getByText(/Total for this dish/)).toHaveText(/250,000/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Add to cart successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart (2 items)' })).toBeVisible();
    await screenshot(page, tenant, 'food-detail-en');

    await page.getByRole('link', { name: 'Cart (2 items)' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('No chilli')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('₫250,000');
    await page.reload();
    await expect(page.getByTestId('cart-total')).toHaveText('₫250,000');
    expect(await page.evaluate(() => localStorage.getItem('tmg_cart'))).toContain('"quantity":2');
    await screenshot(page, tenant, 'cart-en');
  });
});

test('the guest orders to the room, sees it being processed and in My orders; the cart is emptied', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
  await openDish(page, 'banh mi', 'Banh mi with grilled pork');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Add to cart successfully!')).toBeVisible();
  await page.goto('/in-room-service');
  await untilHydrated(page);
  // Quick add from the menu card; the same dish again raises its quantity.
  await page.getByLabel('Search the menu').fill('banh mi');
  await page.getByRole('button', { name: 'Add Banh mi with grilled pork to the cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart (2 items)' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(page.getByText('You have not ordered anything yet.')).toBeVisible();
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('₫255,000');
  await page.getByRole('button', { name: 'Remove Banh mi with grilled pork' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tmg_cart'))).toBeNull();

  await openDish(page, 'banh mi', 'Banh mi with grilled pork');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // The dish is checked with the hotel before it goes into the cart.
  await expect(page.getByText('Add to cart successfully!')).toBeVisible();
  await page.goto('/cart');
  await page.getByText('At a time I choose').click();
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page.getByText('Missing delivery date')).toBeVisible();
  await expect(page.getByText('Missing delivery time')).toBeVisible();
  await page.getByText('As soon as possible').click();
  await page.getByLabel('Notes for the order').fill('Please knock softly');
  await page.getByRole('button', { name: 'Order' }).click();

  await expect(page).toHaveURL(/\/order-success\/\d+$/);
  await expect(page.getByText('The hotel has received your order.')).toBeVisible();
  await expect(page.getByText('Please knock softly')).toBeVisible();
  await screenshot(page, tenant, 'order-success-en');
  await page.getByRole('link', { name: 'See my orders' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const orders = page.locator('#my-orders li');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText('Received: the hotel is processing it');
  await expect(orders.first()).toContainText('₫85,000');
});

test('the guest orders for a time of their choosing, never one in the past', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
  await openDish(page, 'coffee', 'Vietnamese iced coffee');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Add to cart successfully!')).toBeVisible();
  await page.goto('/cart');
  await untilHydrated(page);
  await page.getByText('At a time I choose').click();
  const today = hotelToday(tenant.timeZone);
  await page.getByLabel('Delivery date').fill(today);
  await page.getByLabel('Delivery time').fill('00:00');
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(
    page.getByText('Please choose a delivery time during your stay, not in the past.'),
  ).toBeVisible();

  const tomorrow = addDays(today, 1);
  await page.getByLabel('Delivery date').fill(tomorrow);
  await page.getByLabel('Delivery time').fill('10:30');
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/order-success\/\d+$/);
  await expect(page.getByText(/We will bring it to room 1208 at 10:30, /)).toBeVisible();
});

test('a double tap and a retry after a lost answer place one order, with one Idempotency-Key', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
  await openDish(page, 'pho', 'Beef pho');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Add to cart successfully!')).toBeVisible();
  await page.goto('/cart');

  const keys: string[] = [];
  let answersLost = 0;
  await page.route('**/api/room-service/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (answersLost === 0) {
      answersLost += 1;
      // The hotel takes the order, but its answer never reaches the phone.
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.getByRole('button', { name: 'Order' }).dblclick();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not reach the hotel. Check your connection and try again.',
  );
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/order-success\/\d+$/);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

  await page.goto('/cart');
  await expect(page.locator('#my-orders li')).toHaveCount(1);
});

test.describe('without a room', () => {
  test('adding to the cart and ordering are refused with the catalogue’s messages', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, demoGuest(tenant, 'confirmedNoRoom'), '/in-room-service');
    await expect(page.getByText('ordering opens once you have a room')).toBeVisible();
    await openDish(page, 'pho', 'Beef pho');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('You must have a room to add to the cart!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tmg_cart'))).toBeNull();

    await seedCart(page);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Order' }).click();
    await expect(page.getByRole('alert')).toHaveText('You must have a room to order!');
  });

  test("the server refuses too when the portal's check is bypassed", async ({ page, tenant }) => {
    // Pretend the profile says there is a room: only the server's rule is left. Signed in on the
    // form and moving in the app, the browser reads the profile (a page load's is the server's).
    await page.route('**/api/customer-flow/me', async (route) => {
      const response = await route.fetch();
      const profile = (await response.json()) as { reservation: { roomNumber: string | null } };
      profile.reservation.roomNumber = '9999';
      await route.fulfill({ response, json: profile });
    });
    await signIn(page, demoGuest(tenant, 'confirmedNoRoom'));
    const refusals: number[] = [];
    page.on('response', (response) => {
      if (
        response.request().method() === 'POST' &&
        /room-service\/(cart-check|orders)$/.test(response.url())
      ) {
        refusals.push(response.status());
      }
    });
    await openFromMenu(page, 'In-room dining');
    await findDish(page, 'pho', 'Beef pho');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('You must have a room to add to the cart!')).toBeVisible();

    await seedCart(page);
    // The cart screen reads the stored cart as it opens.
    await page.getByRole('link', { name: 'Cart', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Order' }).click();
    // (The toast of the refused dish, raised in the app a moment ago, may still be up.)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'You must have a room to order!',
    );
    expect(refusals).toEqual([409, 409]);
  });
});

test('signing out forgets the cart', async ({ page, tenant }) => {
  const guest = freshGuest(tenant, 'arrived');
  await signInThroughApi(page, tenant, guest);
  await openDish(page, 'pho', 'Beef pho');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tmg_cart'))).toBeNull();
  await signInThroughApi(page, tenant, guest, '/in-room-service');
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('in Vietnamese the menu, the cart and the amounts read as a Vietnamese guest expects', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.goto('/in-room-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Ăn uống tại phòng' })).toBeVisible();
  await untilHydrated(page);
  await page.getByLabel('Tìm trong thực đơn').fill('pho');
  await expect(page.getByRole('link', { name: 'Phở bò' })).toBeVisible();
  await screenshot(page, tenant, 'in-room-service-vi');
  await page.getByRole('link', { name: 'Phở bò' }).click();
  await page.getByRole('button', { name: 'Thêm một' }).click();
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByText('Đã thêm vào giỏ hàng thành công!')).toBeVisible();
  await screenshot(page, tenant, 'food-detail-vi');
  await page.goto('/cart');
  expect(plain(await page.getByTestId('cart-total').textContent())).toBe('250.000 ₫');
  await screenshot(page, tenant, 'cart-vi');
});
