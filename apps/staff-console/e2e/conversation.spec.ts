import type { APIRequestContext, Browser } from '@playwright/test';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { demoReservations } from '@portal/guest-api/demo-reservations';
import {
  demoManager,
  expect,
  screenshot,
  signIn,
  test,
  type StaffLogin,
} from './support/console-test.ts';
import type { ConsoleTenant } from './support/console-tenants.ts';
import { demoFrontDesk, demoInHouseRoom, signInInHouseGuest } from './support/guest-portal.ts';
import { expectNoAxeViolations, forbidReloads } from './support/axe.ts';

/** A quick reply of the hotel's, kept by the demo manager through the API (both languages). */
async function addQuickReplyThroughApi(
  request: APIRequestContext,
  tenant: ConsoleTenant,
  title: string,
  text: string,
) {
  const headers = { [HOTEL_KEY_HEADER]: tenant.config.hotelKey };
  const manager = demoManager(tenant);
  const session = await request.post('/api/staff/session', {
    headers,
    data: { email: manager.email, password: manager.password },
  });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const added = await request.post('/api/staff/quick-replies', {
    headers: { ...headers, 'x-csrf-token': csrfToken },
    data: { title: { en: title, vi: `${title} (vi)` }, text: { en: text, vi: `${text} (vi)` } },
  });
  expect(added.status()).toBe(201);
}

/** The front desk's Inbox in a browser of its own (the guest keeps the test's page), live. */
async function openInbox(browser: Browser, tenant: ConsoleTenant, desk: StaffLogin) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${tenant.port}`,
    viewport: { width: 1280, height: 800 },
  });
  const inbox = await context.newPage();
  await signIn(inbox, desk);
  await inbox.goto('/staff/inbox');
  await expect(inbox.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  return { inbox, close: () => context.close() };
}

test('a guest writes, the front desk sees it live in the Inbox and answers with a quick reply, the guest sees it live, both see seen', async ({
  page,
  browser,
  request,
  tenant,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const quickTitle = `Towels ${stamp}`;
  const quickText = `Housekeeping is bringing two towels now (${stamp}).`;
  await addQuickReplyThroughApi(request, tenant, quickTitle, quickText);
  const desk = demoFrontDesk(tenant);
  const { inbox, close } = await openInbox(browser, tenant, desk);
  const inboxNotReloaded = forbidReloads(inbox);

  // The guest writes from the portal's Messages screen.
  await signInInHouseGuest(page, tenant);
  await page.goto('/messages');
  const guestNotReloaded = forbidReloads(page);
  const question = `Could we have two more towels? (${stamp})`;
  await page.getByLabel('Your message').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  const asked = page.getByRole('list').filter({ hasText: question }).locator('li').last();
  await expect(asked).toContainText('Sent');

  // The desk's Inbox shows the thread without a reload, unread, beside its reservation.
  const lead = demoReservations(tenant.config.hotelCode).find(
    (reservation) => reservation.number === `${tenant.config.hotelCode}1001`,
  )?.guests[0];
  const guestName = `${lead?.firstName ?? ''} ${lead?.lastName ?? ''}`;
  const room = demoInHouseRoom(tenant);
  const line = inbox.getByRole('article', { name: `${guestName}, room ${room}` });
  await expect(line).toContainText(question);
  await expect(line).toContainText(/\d+ unread/);
  await expect(
    inbox
      .getByRole('navigation', { name: 'Console navigation' })
      .getByRole('link', { name: /^Inbox\W+\d+ unread messages?$/ }),
  ).toBeVisible();
  await line.getByRole('link', { name: guestName }).click();
  const thread = inbox.getByRole('region', { name: guestName });
  await expect(thread.getByRole('log', { name: 'Messages' })).toContainText(question);
  await expect(thread.getByText('Arrived', { exact: true })).toBeVisible();

  // Opened and visible, the guest's message is seen: the guest's portal says so without a reload.
  await expect(asked).toContainText('Seen');

  // The desk answers with the quick reply.
  await thread.getByRole('button', { name: 'Quick replies' }).click();
  await thread.getByRole('button', { name: quickTitle }).click();
  await expect(thread.getByLabel(`Reply to ${guestName}`)).toHaveValue(quickText);
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByLabel(`Reply to ${guestName}`)).toHaveValue('');
  const reply = thread.getByRole('listitem').filter({ hasText: quickText });
  await expect(reply).toContainText(`${desk.name} for the hotel`);

  // The guest's open screen shows the reply under the hotel's name, and seeing it tells the desk.
  const answer = page.getByRole('listitem').filter({ hasText: quickText });
  await expect(answer).toBeVisible();
  await expect(answer).not.toContainText(desk.name);
  await expect(reply).toContainText('Seen');
  await expectNoAxeViolations(inbox);
  await screenshot(inbox, tenant, 'inbox-thread-en');
  await screenshot(page, tenant, 'guest-messages-en');
  inboxNotReloaded();
  guestNotReloaded();
  await close();
});
