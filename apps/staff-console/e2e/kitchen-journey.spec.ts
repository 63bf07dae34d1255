import type { Browser } from '@playwright/test';
import { expect, screenshot, signIn, test } from './support/console-test.ts';
import type { ConsoleTenant } from './support/console-tenants.ts';
import {
  demoInHouseRoom,
  demoKitchen,
  openGuestConfirmation,
  openGuestOrders,
  orderBeefPho,
  signInInHouseGuest,
} from './support/guest-portal.ts';
import { expectNoAxeViolations, forbidReloads } from './support/axe.ts';

/** The kitchen's board in a browser of its own (the guest keeps the test's page). */
async function openKitchenBoard(browser: Browser, tenant: ConsoleTenant, language: 'en' | 'vi') {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${tenant.port}`,
    viewport: { width: 1280, height: 800 },
  });
  const kitchen = await context.newPage();
  await signIn(kitchen, demoKitchen(tenant));
  await kitchen.evaluate((chosen) => localStorage.setItem('staff_language', chosen), language);
  await kitchen.goto('/staff/kitchen');
  await expect(
    kitchen.getByRole('status').filter({ hasText: language === 'en' ? 'Live' : 'Trực tiếp' }),
  ).toBeVisible();
  return { kitchen, close: () => context.close() };
}

test('a guest orders, the kitchen sees it arrive and delivers it step by step, the guest sees Delivered, all without a reload', async ({
  page,
  browser,
  tenant,
}) => {
  test.setTimeout(60_000);
  const { kitchen, close } = await openKitchenBoard(browser, tenant, 'en');
  const kitchenNotReloaded = forbidReloads(kitchen);

  await signInInHouseGuest(page, tenant);
  const number = await orderBeefPho(page);

  const card = kitchen.getByRole('article', { name: new RegExp(`order ${number}$`) });
  const column = (state: string) => kitchen.getByRole('region', { name: state, exact: true });
  await expect(
    column('Received').getByRole('article', { name: new RegExp(`order ${number}$`) }),
  ).toBeVisible();
  await expect(card).toContainText('1 × Beef pho');
  // The card prints the number as the guest's confirmation shows it.
  const guestNumber = page.getByRole('heading', { name: `Order ${number}` });
  await expect(guestNumber).toBeVisible();
  await expect(card.getByText(`Order ${number}`, { exact: true })).toHaveText(
    (await guestNumber.textContent()) ?? '',
  );
  await expectNoAxeViolations(kitchen);
  await screenshot(kitchen, tenant, 'kitchen-board-en');

  // The guest keeps the confirmation open in a second tab while My orders is open in the first.
  const confirmation = await openGuestConfirmation(page, page.url());
  const confirmationNotReloaded = forbidReloads(confirmation);
  await expect(confirmation.getByText('The hotel has received your order.')).toBeVisible();
  await openGuestOrders(page);
  const guestNotReloaded = forbidReloads(page);
  const row = page.locator('#my-orders li').filter({ hasText: number });
  await expect(row).toContainText('Received');

  const kitchenName = demoKitchen(tenant).name;
  const room = demoInHouseRoom(tenant);
  for (const [button, state, told] of [
    ['Start preparing', 'Preparing', 'The kitchen is preparing your order.'],
    ['Send it on its way', 'On its way', `Your order is on its way to room ${room}.`],
    ['Mark delivered', 'Delivered', `Your order was delivered to room ${room}. Enjoy your meal!`],
  ] as const) {
    await card.getByRole('button', { name: button }).click();
    await expect(
      column(state).getByRole('article', { name: new RegExp(`order ${number}$`) }),
    ).toBeVisible();
    await expect(card).toContainText(`${state} by ${kitchenName}`);
    await expect(confirmation.getByText(told)).toBeVisible();
  }
  await expect(confirmation.getByText(/We will bring it/)).toBeHidden();
  await expect(row).toContainText('Delivered');
  await screenshot(page, tenant, 'guest-delivered-en');
  await screenshot(confirmation, tenant, 'guest-confirmation-delivered-en');
  kitchenNotReloaded();
  guestNotReloaded();
  confirmationNotReloaded();
  await close();
});

test("a refusal's reason given on the board reaches the guest in Vietnamese without a reload; axe on the board and its dialog in Vietnamese", async ({
  page,
  browser,
  tenant,
}) => {
  test.setTimeout(60_000);
  await signInInHouseGuest(page, tenant);
  const number = await orderBeefPho(page);
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await openGuestOrders(page);
  const guestNotReloaded = forbidReloads(page);
  const row = page.locator('#my-orders li').filter({ hasText: number });

  const { kitchen, close } = await openKitchenBoard(browser, tenant, 'vi');
  const card = kitchen.getByRole('article', { name: new RegExp(`đơn ${number}$`) });
  await card.getByRole('button', { name: 'Từ chối' }).click();
  const dialog = kitchen.getByRole('dialog', { name: `Từ chối đơn ${number}` });
  await expectNoAxeViolations(kitchen);
  await screenshot(kitchen, tenant, 'kitchen-refuse-vi');
  await dialog.getByLabel(/^Lý do/).fill('Bếp đã hết phở tối nay');
  await dialog.getByRole('button', { name: 'Từ chối đơn' }).click();
  await expect(
    kitchen
      .getByRole('region', { name: 'Đã từ chối', exact: true })
      .getByRole('article', { name: new RegExp(`đơn ${number}$`) }),
  ).toBeVisible();
  await expectNoAxeViolations(kitchen);
  await screenshot(kitchen, tenant, 'kitchen-board-vi');

  await expect(row).toContainText('Nhà bếp đã từ chối');
  await expect(row).toContainText('Lý do của nhà bếp: Bếp đã hết phở tối nay');
  await screenshot(page, tenant, 'guest-refused-vi');
  guestNotReloaded();
  await close();
});

test('the board on a phone: one section under another, axe clean', async ({ page, tenant }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoKitchen(tenant));
  await page.goto('/staff/kitchen');
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Received', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, tenant, 'kitchen-board-en');
});
