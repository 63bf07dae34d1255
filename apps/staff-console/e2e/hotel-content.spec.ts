import type { Browser, Page } from '@playwright/test';
import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { demoStaffAccounts } from '@portal/guest-api/demo-staff';
import { expect, screenshot, signIn, test, type StaffLogin } from './support/console-test.ts';
import type { ConsoleTenant } from './support/console-tenants.ts';
import { demoKitchen, signInInHouseGuest } from './support/guest-portal.ts';
import { expectNoAxeViolations, forbidReloads } from './support/axe.ts';

function demoConcierge(tenant: ConsoleTenant): StaffLogin {
  const account = demoStaffAccounts(tenant.config.hotelCode).find(
    (demo) => demo.role === 'concierge',
  );
  if (!account) throw new Error(`No demo concierge in ${tenant.config.hotelCode}`);
  return { email: account.email, password: account.password, name: account.name };
}

/** A staff member's console in a browser of its own (the guest keeps the test's page). */
async function openConsole(browser: Browser, tenant: ConsoleTenant, login: StaffLogin) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${tenant.port}`,
    viewport: { width: 1280, height: 800 },
  });
  const staff = await context.newPage();
  await signIn(staff, login);
  return { staff, close: () => context.close() };
}

/** A real picture to upload: a PNG of what the staff member's screen shows, 800 × 500. */
async function pictureFrom(page: Page) {
  return {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 800, height: 500 } }),
  };
}

async function fillBothLanguages(page: Page, field: string, en: string, vi: string) {
  await page.getByLabel(`${field} (English)`, { exact: true }).fill(en);
  await page.getByLabel(`${field} (Vietnamese)`, { exact: true }).fill(vi);
}

test('the kitchen adds a dish with its picture and the guest finds it on the menu; switched off, the guest sees it is not available', async ({
  page,
  browser,
  tenant,
}) => {
  test.setTimeout(60_000);
  const dish = `Lotus tea ${Date.now().toString(36)}`;
  const { staff: kitchen, close } = await openConsole(browser, tenant, demoKitchen(tenant));
  await kitchen.goto('/staff/menu');
  await kitchen.getByRole('button', { name: 'Add item' }).click();
  await fillBothLanguages(kitchen, 'Name', dish, `Trà sen ${dish.slice(10)}`);
  await fillBothLanguages(kitchen, 'Description', 'Hot lotus tea', 'Trà sen nóng');
  await kitchen.getByLabel('Price (VND)').fill('45000');
  const uploaded = kitchen.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/staff/pictures',
  );
  await kitchen.locator('main input[type=file]').setInputFiles(await pictureFrom(kitchen));
  expect((await uploaded).status()).toBe(201);
  await expect(kitchen.getByText('Picture uploaded')).toBeVisible();
  await expectNoAxeViolations(kitchen);
  await screenshot(kitchen, tenant, 'menu-item-form-en');
  await kitchen.getByRole('button', { name: 'Save' }).click();
  await expect(kitchen.getByText(`${dish} added to the menu`)).toBeVisible();

  await signInInHouseGuest(page, tenant);
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
  await page.goto('/in-room-service');
  await streamOpen;
  const guestNotReloaded = forbidReloads(page);
  await page.getByLabel('Search the menu').fill(dish);
  const link = page.getByRole('link', { name: dish });
  await expect(link).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: dish }).locator('img')).toHaveAttribute(
    'src',
    /\/api\/media\/up-[0-9a-f]{32}\.webp$/,
  );
  await expect(page.getByRole('article').filter({ hasText: dish })).toContainText('45,000');
  await page.getByRole('button', { name: `Add ${dish} to the cart` }).click();
  await expect(page.getByText('Add to cart successfully!')).toBeVisible();

  const available = kitchen.getByRole('switch', { name: `Available: ${dish}` });
  await expect(available).toHaveAttribute('aria-checked', 'true');
  await available.click();
  await expect(available).toHaveAttribute('aria-checked', 'false');
  await expect(kitchen.getByText('Saving…')).toHaveCount(0);

  // The guest's open menu follows without a reload; the cart marks the dish, and an order names it.
  await expect(page.getByRole('article').filter({ hasText: dish })).toContainText(
    'Not available now',
  );
  guestNotReloaded();
  await screenshot(page, tenant, 'guest-menu-unavailable-en');
  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Dishes in your cart' }).getByRole('listitem');
  await expect(line).toContainText('Not available now. Remove it to order the rest.');
  await page.getByLabel('Notes for the order').fill('Please knock softly');
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `${dish} is no longer available. Remove it from your cart and order again: everything else you chose is kept.`,
  );
  await expect(page.getByLabel('Notes for the order')).toHaveValue('Please knock softly');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 700 });
  await screenshot(page, tenant, 'guest-cart-unavailable-en');
  await close();
});

test("the concierge adds a program session with its picture, a guest reserves two places, and the session shows the guest's reservation and the seats left", async ({
  page,
  browser,
  tenant,
}) => {
  test.setTimeout(60_000);
  const title = `Tea ceremony ${Date.now().toString(36)}`;
  const tomorrow = addDays(hotelToday(tenant.config.timeZone), 1);
  const { staff: concierge, close } = await openConsole(browser, tenant, demoConcierge(tenant));
  await concierge.goto('/staff/programs');
  await concierge.getByRole('button', { name: 'Add a session' }).click();
  await fillBothLanguages(concierge, 'Title', title, `Trà đạo ${title.slice(13)}`);
  await fillBothLanguages(concierge, 'Summary', 'Tea the slow way', 'Thưởng trà');
  await fillBothLanguages(concierge, 'Description', 'An hour of tea', 'Một giờ thưởng trà');
  await fillBothLanguages(concierge, 'Location', 'Garden', 'Vườn');
  await concierge.getByLabel('Starts').fill(`${tomorrow}T16:00`);
  await concierge.getByLabel('Ends').fill(`${tomorrow}T17:00`);
  await concierge.getByLabel('Price (VND)').fill('0');
  await concierge.getByLabel('Capacity').fill('6');
  await concierge.getByLabel('Seats held').fill('1');
  await concierge.locator('main input[type=file]').setInputFiles(await pictureFrom(concierge));
  await expect(concierge.getByText('Picture uploaded')).toBeVisible();
  await concierge.getByRole('button', { name: 'Save' }).click();
  await expect(concierge.getByText(`${title} is saved.`)).toBeVisible();
  const session = concierge.getByRole('region', { name: new RegExp(`^${title} `) });
  await expect(session).toContainText('5 seats left');

  await signInInHouseGuest(page, tenant);
  await page.goto('/programs');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByText('5 places left')).toBeVisible();
  await page.getByRole('link', { name: 'Reserve' }).click();
  await page.getByRole('button', { name: 'One person more' }).click();
  await page.getByLabel('Notes for the hotel').fill('One vegetarian');
  await page.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByRole('heading', { name: 'Your place is reserved' })).toBeVisible();

  await concierge.reload();
  await expect(session).toContainText('3 seats left');
  await expect(session).toContainText(`${tenant.config.hotelCode}1001`);
  await expect(session).toContainText('2 seats');
  await expect(session).toContainText('One vegetarian');
  await expectNoAxeViolations(concierge);
  await screenshot(concierge, tenant, 'programs-with-reservation-en');
  await close();
});
