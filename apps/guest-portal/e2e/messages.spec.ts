import { freshGuest } from './support/demo-guests.ts';
import { expect, screenshot, signInThroughApi, test } from './support/portal-test.ts';
import { tenantConfig, useVietnamese } from './support/stay.ts';

const MESSAGES_CALL = '/api/conversation/messages';

test('the guest writes to the hotel and sees it sent; written offline, it waits and is sent once back online', async ({
  page,
  context,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/messages');
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

  await context.setOffline(false);
  await expect(lateCheckOut).toContainText('Sent');
  await expect(page.getByText('Waiting for network')).toBeHidden();

  // The hotel has each message once: the offline one was sent on reconnecting, with its one key.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const stored = await page.request.get('/api/conversation', {
    headers: {
      'x-hotel-key': tenantConfig(tenant).hotelKey,
      authorization: `Bearer ${token ?? ''}`,
    },
  });
  const { messages } = (await stored.json()) as { messages: { text: string }[] };
  expect(messages.map((message) => message.text)).toEqual([
    'Could I have two more towels, please?',
    'Is a late check-out possible tomorrow?',
  ]);
  expect(answered).toHaveLength(2);
  expect(answered.every((answer) => answer.startsWith('201 '))).toBe(true);

  await useVietnamese(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tin nhắn' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'late check-out' })).toContainText(
    'Đã gửi',
  );
  await screenshot(page, tenant, 'messages-vi');
});
