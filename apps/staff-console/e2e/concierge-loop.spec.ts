import type { Browser } from '@playwright/test';
import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { demoStaffAccounts } from '@portal/guest-api/demo-staff';
import { expect, screenshot, signIn, test, type StaffLogin } from './support/console-test.ts';
import type { ConsoleTenant } from './support/console-tenants.ts';
import { signInInHouseGuest } from './support/guest-portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

function demoConcierge(tenant: ConsoleTenant): StaffLogin {
  const account = demoStaffAccounts(tenant.config.hotelCode).find(
    (demo) => demo.role === 'concierge',
  );
  if (!account) throw new Error(`No demo concierge in ${tenant.config.hotelCode}`);
  return { email: account.email, password: account.password, name: account.name };
}

async function openConsole(browser: Browser, tenant: ConsoleTenant, login: StaffLogin) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${tenant.port}`,
    viewport: { width: 1280, height: 800 },
  });
  const staff = await context.newPage();
  await signIn(staff, login);
  return { staff, close: () => context.close() };
}

test("the concierge reserves a session for two in-house guests, the guest's portal shows it, then one is marked attended and the other no-show", async ({
  page,
  browser,
  tenant,
}) => {
  test.setTimeout(90_000);
  const code = tenant.config.hotelCode;
  const title = `Silk painting ${Date.now().toString(36)}`;
  const today = hotelToday(tenant.config.timeZone);
  const tomorrow = addDays(today, 1);
  const { staff: concierge, close } = await openConsole(browser, tenant, demoConcierge(tenant));

  // A session tomorrow, with the demo's picture of another session.
  await concierge.goto('/staff/programs');
  await expect(concierge.getByText('Live')).toBeVisible();
  await concierge
    .getByRole('button', { name: /^Add another session of / })
    .first()
    .click();
  await concierge.getByLabel('Title (English)', { exact: true }).fill(title);
  await concierge
    .getByLabel('Title (Vietnamese)', { exact: true })
    .fill(`Vẽ lụa ${title.slice(14)}`);
  await concierge.getByLabel('Starts').fill(`${tomorrow}T16:00`);
  await concierge.getByLabel('Ends').fill(`${tomorrow}T17:00`);
  await concierge.getByLabel('Capacity').fill('6');
  await concierge.getByRole('button', { name: 'Save' }).click();
  await expect(concierge.getByText(`${title} is saved.`)).toBeVisible();
  const session = concierge.getByRole('region', { name: new RegExp(`^${title} `) });

  // The guest's portal is open on the programs while the concierge reserves for them.
  await signInInHouseGuest(page, tenant);
  await page.goto('/programs');
  const guestsProgram = page.getByRole('link', { name: title });
  await expect(guestsProgram).toBeVisible();

  for (const [search, guest] of [
    [`${code}1001`, 'Minh Anh Nguyen'],
    ['Quang', 'Quang Tran'],
  ] as const) {
    await session.getByRole('button', { name: `Reserve for a guest: ${title}` }).click();
    const form = session.getByRole('form', { name: `Reserve for a guest: ${title}` });
    await form.getByLabel('Reservation number or guest name').fill(search);
    await form.getByRole('radio', { name: new RegExp(`^${guest} · ${code}1001`) }).check();
    if (guest === 'Minh Anh Nguyen') {
      await expectNoAxeViolations(concierge);
      await screenshot(concierge, tenant, 'programs-reserve-for-guest-en');
    }
    await form.getByRole('button', { name: 'Reserve' }).click();
    await expect(concierge.getByText(`${title} is reserved for ${guest}.`)).toBeVisible();
    await expect(session.getByRole('listitem', { name: guest })).toContainText(
      `Reserved by ${demoConcierge(tenant).name}`,
    );
  }
  await expect(session).toContainText('4 seats left');

  // Live: the guest's list shows it reserved without a reload.
  await expect(
    page.getByRole('article').filter({ hasText: title }).getByText('Reserved'),
  ).toBeVisible();
  await guestsProgram.click();
  await expect(page.getByText('You have reserved 1 place.')).toBeVisible();

  // The session happened earlier today after all: attendance can be marked.
  await session.getByRole('button', { name: new RegExp(`^Edit ${title}`) }).click();
  await concierge.getByLabel('Starts').fill(`${today}T00:00`);
  await concierge.getByRole('button', { name: 'Save' }).click();
  await expect(concierge.getByText(`${title} is saved.`)).toBeVisible();
  await session.getByRole('button', { name: 'Attended: Minh Anh Nguyen' }).click();
  await session.getByRole('button', { name: 'No-show: Quang Tran' }).click();
  await expect(session.getByRole('listitem', { name: 'Minh Anh Nguyen' })).toContainText(
    `Attended · marked by ${demoConcierge(tenant).name}`,
  );
  await expect(session.getByRole('listitem', { name: 'Quang Tran' })).toContainText(
    `No-show · marked by ${demoConcierge(tenant).name}`,
  );
  await expectNoAxeViolations(concierge);
  await screenshot(concierge, tenant, 'programs-attendance-en');

  // The guest's open page says so without a reload.
  await expect(page.getByText('You attended this program. We hope you enjoyed it.')).toBeVisible();
  await screenshot(page, tenant, 'guest-program-attended-en');
  await close();
});
