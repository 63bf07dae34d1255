import type { Browser, Page } from '@playwright/test';
import {
  demoManager,
  expect,
  screenshot,
  signIn,
  test,
  type StaffLogin,
} from './support/console-test.ts';
import type { ConsoleTenant } from './support/console-tenants.ts';
import { pdfDocument, pngImage } from './support/documents.ts';
import {
  demoArrivalDate,
  demoFrontDesk,
  orderBeefPho,
  signInDemoGuest,
} from './support/guest-portal.ts';
import { expectNoAxeViolations, forbidReloads } from './support/axe.ts';

/** A staff member's console in a browser of its own (the guest keeps the test's page). */
async function openConsole(
  browser: Browser,
  tenant: ConsoleTenant,
  login: StaffLogin,
  width = 1280,
) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${tenant.port}`,
    viewport: { width, height: 800 },
  });
  const staff = await context.newPage();
  await signIn(staff, login);
  return { staff, close: () => context.close() };
}

/** The Schmidts' pre check-in in the portal: Lukas with a passport photo, Anna with a PDF, Mia declared. */
async function sendSchmidtsPreCheckIn(page: Page) {
  await page.goto('/check-in');
  await page.getByLabel('Estimated arrival time').fill('15:30');
  await page.getByLabel('Quiet room').check();
  const lukas = page.getByRole('region', { name: 'Lukas Schmidt' });
  await lukas.getByLabel('Nationality').selectOption('DE');
  await lukas.getByLabel('Male', { exact: true }).check();
  await lukas.getByLabel('Date of birth').fill('1985-04-02');
  await lukas.getByLabel('Passport number').fill('C01X00T47');
  await lukas.getByTestId('camera-input').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: pngImage(600, 400),
  });
  await expect(lukas.getByText('passport.jpg')).toBeVisible();
  const anna = page.getByRole('region', { name: 'Anna Schmidt' });
  await anna.getByLabel('Nationality').selectOption('VN');
  await anna
    .getByLabel('Choose a photo or PDF')
    .setInputFiles({ name: 'anna-id.pdf', mimeType: 'application/pdf', buffer: pdfDocument() });
  const mia = page.getByRole('region', { name: 'Mia Schmidt' });
  await mia.getByLabel('Nationality').selectOption('DE');
  await mia.getByLabel('Female', { exact: true }).check();
  await mia.getByLabel('Date of birth').fill('2018-06-10');
  await mia.getByLabel('Passport number').fill('C01X00M12');
  const sent = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/check-in' &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send my pre check-in' }).click();
  expect((await sent).status()).toBe(200);
}

test("a guest sends pre check-in, the front desk sees it live, views the documents (audited), gives a room and marks Arrived; the guest's open portal shows the room and orders, without a reload; checked out, it reads Checked out live", async ({
  page,
  browser,
  tenant,
}) => {
  test.setTimeout(120_000);
  const number = `${tenant.config.hotelCode}1003`;
  const desk = demoFrontDesk(tenant);
  const { staff, close } = await openConsole(browser, tenant, desk);
  await staff.goto(`/staff/front-desk?date=${demoArrivalDate(tenant, number)}`);
  await expect(staff.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const deskNotReloaded = forbidReloads(staff);
  const line = staff
    .getByRole('region', { name: 'Arrivals' })
    .getByRole('article', { name: `Reservation ${number}, Lukas Schmidt` });
  await expect(line).toContainText('Not sent');

  // The guest sends the pre check-in: the desk's day shows it without a reload.
  await signInDemoGuest(page, tenant, number);
  await sendSchmidtsPreCheckIn(page);
  await expect(line).toContainText('Sent, to check');
  await screenshot(staff, tenant, 'front-desk-day-en');

  // The reservation in full, the passport photo inline, Anna's PDF opened on demand.
  await line.getByRole('link').click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(
    `Reservation ${number} · Lukas Schmidt`,
  );
  const preCheckIn = staff.getByRole('region', { name: 'Pre check-in' });
  await expect(preCheckIn).toContainText('15:30');
  await expect(preCheckIn).toContainText('Quiet room');
  // The passport number and date of birth come only when asked (an audited read).
  await expect(preCheckIn).not.toContainText('C01X00T47');
  await preCheckIn.getByRole('button', { name: 'Show identity details' }).click();
  await expect(preCheckIn).toContainText('C01X00T47');
  const photo = preCheckIn.getByRole('img', {
    name: 'Identity document of Lukas Schmidt: passport.jpg',
  });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await preCheckIn.getByRole('button', { name: 'Show anna-id.pdf (PDF)' }).click();
  await expect(preCheckIn.getByRole('link', { name: 'Open anna-id.pdf' })).toHaveAttribute(
    'href',
    /^blob:/,
  );
  await expectNoAxeViolations(staff);
  await screenshot(staff, tenant, 'front-desk-reservation-en');

  // The manager's audit log lists both views by the front desk.
  const manager = await openConsole(browser, tenant, demoManager(tenant));
  await manager.staff.goto('/staff/audit-log');
  const views = manager.staff
    .locator('main tr')
    .filter({ hasText: 'Viewed an identity document' })
    .filter({ hasText: desk.name });
  await expect(views).toHaveCount(2);
  await expect(
    manager.staff
      .locator('main tr')
      .filter({ hasText: "Viewed the guests' identity details" })
      .filter({ hasText: desk.name }),
  ).toHaveCount(1);
  await manager.close();

  // The guest keeps the portal open on the home screen.
  await page.goto('/home');
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
  await page.goto('/home');
  await streamOpen;
  await expect(page.getByText('Assigned at check-in')).toBeVisible();
  const guestNotReloaded = forbidReloads(page);

  const moves = staff.getByRole('region', { name: 'Moves' });
  await expect(moves.getByRole('button', { name: 'Mark Arrived' })).toHaveCount(0);
  const room = moves.getByLabel(/^Room number/);
  await room.fill('12 B');
  await moves.getByRole('button', { name: 'Assign the room' }).click();
  await expect(moves.getByText('Use letters, digits and hyphens only')).toBeVisible();
  await expect(room).toHaveValue('12 B');
  await room.fill('0714');
  await moves.getByRole('button', { name: 'Assign the room' }).click();
  const history = staff.getByRole('region', { name: 'Who did what' });
  await expect(history).toContainText(`Room assigned by ${desk.name}`);
  await moves.getByRole('button', { name: 'Mark Arrived' }).click();
  await expect(history).toContainText(`Marked Arrived by ${desk.name}`);
  await expect(staff.getByRole('region', { name: 'Stay' })).toContainText('Arrived');
  await screenshot(staff, tenant, 'front-desk-arrived-en');

  // The guest's open portal shows the room and room service, without a reload.
  await expect(page.getByText('0714').first()).toBeVisible();
  await screenshot(page, tenant, 'guest-room-shown-en');
  guestNotReloaded();

  // And the guest may now order.
  const ordered = await orderBeefPho(page);
  expect(ordered).toMatch(/\S/);

  // The desk checks the guest out: the guest's open reservation reads Checked out, without a reload.
  const reservationStream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
  await page.goto('/my-reservation');
  await reservationStream;
  await expect(page.getByText('Arrived', { exact: true })).toBeVisible();
  const stayNotReloaded = forbidReloads(page);
  await moves.getByRole('button', { name: 'Check-out done' }).click();
  await expect(history).toContainText(`Checked out by ${desk.name}`);
  await expect(page.getByText('Checked out', { exact: true })).toBeVisible();
  stayNotReloaded();
  deskNotReloaded();
  await close();

  // After a reload too; the check-out screen says the stay is over and leads to the bill.
  await page.reload();
  await expect(page.getByText('Checked out', { exact: true })).toBeVisible();
  await page.goto('/check-out');
  await expect(page.getByText(/You have checked out/)).toBeVisible();
  await expect(page.getByText(/preparing your bill/)).toHaveCount(0);
  await screenshot(page, tenant, 'guest-checked-out-en');
});
