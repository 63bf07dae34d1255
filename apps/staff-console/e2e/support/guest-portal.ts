import type { Page } from '@playwright/test';
import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { arrivalDateOf, demoReservations } from '@portal/guest-api/demo-reservations';
import { demoStaffAccounts } from '@portal/guest-api/demo-staff';
import { expect, type StaffLogin } from './console-test.ts';
import type { ConsoleTenant } from './console-tenants.ts';

/** The hotel's demo kitchen account (apps/guest-api/src/platform/sign-in/demo-staff.ts). */
export function demoKitchen(tenant: ConsoleTenant): StaffLogin {
  const account = demoStaffAccounts(tenant.config.hotelCode).find(
    (demo) => demo.role === 'kitchen',
  );
  if (!account) throw new Error(`No demo kitchen account in ${tenant.config.hotelCode}`);
  return { email: account.email, password: account.password, name: account.name };
}

/**
 * Signs the demo guest who is in house (reservation <code>1001, with a room) in to the guest
 * portal served by the same API at /, in the guest's own browser context.
 */
export async function signInInHouseGuest(page: Page, tenant: ConsoleTenant) {
  await signInDemoGuest(page, tenant, `${tenant.config.hotelCode}1001`);
}

/** Signs a demo reservation's first guest in to the guest portal (the given name when asked). */
export async function signInDemoGuest(page: Page, tenant: ConsoleTenant, number: string) {
  const demo = demoReservations(tenant.config.hotelCode).find(
    (candidate) => candidate.number === number,
  );
  const primary = demo?.guests[0];
  if (!demo || !primary) throw new Error(`No demo reservation ${number}`);
  await page.goto('/login');
  await page.getByLabel('Reservation number or email').fill(number);
  await page
    .getByLabel('Arrival date')
    .fill(arrivalDateOf(demo, hotelToday(tenant.config.timeZone)));
  await page.getByLabel('Surname').fill(primary.lastName);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const givenName = page.getByLabel('Given name');
  await expect(page.getByRole('heading', { name: /^Hello, / }).or(givenName)).toBeVisible();
  if (await givenName.isVisible()) {
    await givenName.fill(primary.firstName);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/home$/);
}

/** The guest orders one beef pho through the portal's menu and cart; answers the order's number. */
export async function orderBeefPho(page: Page): Promise<string> {
  await page.goto('/in-room-service');
  await page.getByLabel('Search the menu').fill('pho');
  // What was found replaces the menu's category tabs once the portal's script holds the page (it
  // hands over what was typed before): the dish's link moves then, under a tap made before.
  await expect(page.getByRole('tablist')).toBeHidden();
  await page.getByRole('link', { name: 'Beef pho' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beef pho' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Add to cart successfully!')).toBeVisible();
  await page.goto('/cart');
  const placed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/room-service/orders' &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Order' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  const { number } = (await answer.json()) as { number: string };
  // The portal moves on to the confirmation after the answer: a goto('/cart#…') before that would
  // only change the fragment of /cart (no new page, no new stream, no new language).
  await expect(page).toHaveURL(/\/order-success\/\d+$/);
  return number;
}

/** The guest's open orders screen, its live stream open before anything moves. */
export async function openGuestOrders(page: Page) {
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
  await page.goto('/cart#my-orders');
  await streamOpen;
}

/** The guest's order confirmation (`/order-success/:id`) in a tab of their own, its stream open. */
export async function openGuestConfirmation(page: Page, address: string): Promise<Page> {
  const tab = await page.context().newPage();
  const streamOpen = tab.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
  await tab.goto(address);
  await streamOpen;
  return tab;
}

/** The room of the demo guest who is in house (<code>1001). */
export function demoInHouseRoom(tenant: ConsoleTenant): string {
  const number = `${tenant.config.hotelCode}1001`;
  const room = demoReservations(tenant.config.hotelCode).find(
    (candidate) => candidate.number === number,
  )?.roomNumber;
  if (!room) throw new Error(`No room for ${number}`);
  return room;
}

/** The hotel's demo front desk account (apps/guest-api/src/platform/sign-in/demo-staff.ts). */
export function demoFrontDesk(tenant: ConsoleTenant): StaffLogin {
  const account = demoStaffAccounts(tenant.config.hotelCode).find(
    (demo) => demo.role === 'front-desk',
  );
  if (!account) throw new Error(`No demo front desk account in ${tenant.config.hotelCode}`);
  return { email: account.email, password: account.password, name: account.name };
}

/** A demo reservation's arrival date on the hotel's calendar today (YYYY-MM-DD). */
export function demoArrivalDate(tenant: ConsoleTenant, number: string): string {
  const demo = demoReservations(tenant.config.hotelCode).find(
    (candidate) => candidate.number === number,
  );
  if (!demo) throw new Error(`No demo reservation ${number}`);
  return arrivalDateOf(demo, hotelToday(tenant.config.timeZone));
}
