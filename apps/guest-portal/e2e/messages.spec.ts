import { request as playwrightRequest } from '@playwright/test';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { layoutProblems } from '@portal/chromium/page-checks';
import { demoStaffAccounts } from '@portal/guest-api/demo-staff';
import { axeViolations } from './proof/support/axe.ts';
import { freshGuest } from './support/demo-guests.ts';
import {
  expect,
  screenshot,
  sessionTokenOf,
  signInThroughApi,
  test,
} from './support/portal-test.ts';
import { tenantConfig, useVietnamese } from './support/stay.ts';
import type { E2eTenant } from './support/e2e-tenants.ts';

const MESSAGES_CALL = '/api/conversation/messages';

/** The hotel's demo front desk, signed in through the staff API in its own cookie jar. */
async function frontDesk(baseURL: string, tenant: E2eTenant) {
  const account = demoStaffAccounts(tenant.hotelCode).find((demo) => demo.role === 'front-desk');
  if (!account) throw new Error(`No demo front desk in ${tenant.hotelCode}`);
  const staff = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { [HOTEL_KEY_HEADER]: tenantConfig(tenant).hotelKey },
  });
  const session = await staff.post('/api/staff/session', {
    data: { email: account.email, password: account.password },
  });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const threadOf = async (reservationNumber: string) => {
    const inbox = await staff.get('/api/staff/inbox');
    const { threads } = (await inbox.json()) as {
      threads: { id: number; reservation: { number: string } }[];
    };
    const thread = threads.find((candidate) => candidate.reservation.number === reservationNumber);
    if (!thread) throw new Error(`No thread of reservation ${reservationNumber}`);
    return thread.id;
  };
  return {
    reply: async (reservationNumber: string, text: string) => {
      const answer = await staff.post(
        `/api/staff/inbox/${await threadOf(reservationNumber)}/replies`,
        {
          headers: { 'x-csrf-token': csrfToken, 'idempotency-key': `reply-${Date.now()}` },
          data: { text },
        },
      );
      expect(answer.status(), await answer.text()).toBe(201);
    },
    messages: async (reservationNumber: string) => {
      const thread = await staff.get(`/api/staff/inbox/${await threadOf(reservationNumber)}`);
      return ((await thread.json()) as { messages: { author: string; seenAt?: string }[] })
        .messages;
    },
  };
}

test('the guest writes to the hotel and sees it sent; written offline, it waits and is sent once back online; a reply comes live and is seen', async ({
  page,
  context,
  tenant,
  baseURL,
}) => {
  const guest = freshGuest(tenant, 'arrived');
  await signInThroughApi(page, tenant, guest, '/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // Every answer the hotel gave to a message, by the message's Idempotency-Key.
  const answered: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(response.url()).pathname === MESSAGES_CALL)
      answered.push(`${response.status()} ${request.headers()['idempotency-key'] ?? ''}`);
  });

  const box = page.getByLabel('Your message');
  const thread = page.getByRole('list', { name: /^Your conversation with / });
  await box.fill('Could I have two more towels, please?');
  await page.getByRole('button', { name: 'Send' }).click();
  const towels = thread.getByRole('listitem').filter({ hasText: 'two more towels' });
  await expect(towels).toContainText('Sent');
  await expect(box).toHaveValue('');

  await context.setOffline(true);
  await box.fill('Is a late check-out possible tomorrow?');
  await page.getByRole('button', { name: 'Send' }).click();
  const lateCheckOut = thread.getByRole('listitem').filter({ hasText: 'late check-out' });
  await expect(lateCheckOut).toContainText('Waiting for network');
  await expect(page.getByText('You are offline. Your message is kept on this phone')).toBeVisible();
  await screenshot(page, tenant, 'messages-waiting-en');
  // The every-screen checks see an empty thread; here with a sent and a waiting message.
  expect(await axeViolations(page)).toEqual([]);

  await context.setOffline(false);
  await expect(lateCheckOut).toContainText('Sent');
  await expect(page.getByText('Waiting for network')).toBeHidden();

  // The hotel has each message once: the offline one was sent on reconnecting, with its one key.
  const token = await sessionTokenOf(page);
  const stored = await page.request.get('/api/conversation', {
    headers: {
      [HOTEL_KEY_HEADER]: tenantConfig(tenant).hotelKey,
      authorization: `Bearer ${token}`,
    },
  });
  const { messages } = (await stored.json()) as { messages: { text: string }[] };
  expect(messages.map((message) => message.text)).toEqual([
    'Could I have two more towels, please?',
    'Is a late check-out possible tomorrow?',
  ]);
  expect(answered).toHaveLength(2);
  expect(answered.every((answer) => answer.startsWith('201 '))).toBe(true);

  // Away from Messages, the front desk's reply shows as a count on the header's Messages.
  if (!baseURL) throw new Error('No base URL');
  const desk = await frontDesk(baseURL, tenant);
  const hotel = tenantConfig(tenant).displayName;
  await page.getByRole('link', { name: hotel }).click();
  await expect(page).toHaveURL(/\/home$/);
  await desk.reply(guest.reservation, 'Your towels are on their way.');
  const unread = page.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' });
  await expect(unread).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The header keeps the count, the hotel's name and both icons at 320 px.
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await layoutProblems(page)).toEqual([]);
  await screenshot(page, tenant, 'home-unread-320-en');
  if (phone) await page.setViewportSize(phone);
  await unread.click();
  await expect(thread.getByText('Your towels are on their way.')).toBeVisible();
  // Shown, so seen: the count goes.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Messages' })).toBeVisible();

  // On Messages, a reply shows without a reload, under the hotel's name, is read out by the
  // polite live region, and the hotel sees that the guest saw it.
  let reloaded = false;
  page.on('framenavigated', () => {
    reloaded = true;
  });
  await desk.reply(guest.reservation, 'Of course, until 14:00 at no charge.');
  const reply = thread.getByRole('listitem').filter({ hasText: 'until 14:00' });
  await expect(reply).toContainText(hotel);
  await expect(page.getByRole('status').filter({ hasText: 'New message from' })).toHaveText(
    `New message from ${hotel}: Of course, until 14:00 at no charge.`,
  );
  expect(reloaded).toBe(false);
  await expect
    .poll(async () =>
      (await desk.messages(guest.reservation))
        .filter((message) => message.author === 'hotel')
        .map((message) => Boolean(message.seenAt)),
    )
    .toEqual([true, true]);

  await useVietnamese(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tin nhắn' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'late check-out' })).toContainText(
    'Đã gửi',
  );
  await screenshot(page, tenant, 'messages-vi');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await layoutProblems(page)).toEqual([]);
});
