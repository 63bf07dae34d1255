import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  addAccountThroughApi,
  demoManager,
  expect,
  screenshot,
  signIn,
  test,
} from './support/console-test.ts';

test("a new reservation's invitations on its screen, sent again too soon, and the manager's day and switches", async ({
  page,
  browser,
  request,
  tenant,
}) => {
  test.setTimeout(60_000);
  const desk = await addAccountThroughApi(request, tenant, 'front-desk');
  await signIn(page, desk);

  // Created through the API with the desk's session: the screens are what this journey is about.
  const headers = { [HOTEL_KEY_HEADER]: tenant.config.hotelKey };
  const session = await page.request.get('/api/staff/session', { headers });
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const number = `MSG${Date.now().toString(36).toUpperCase()}`;
  const arrival = addDays(hotelToday(tenant.config.timeZone), 3);
  const created = await page.request.post('/api/staff/front-desk/reservations', {
    headers: { ...headers, 'x-csrf-token': csrfToken },
    data: {
      reservationNumber: number,
      arrivalDate: arrival,
      departureDate: addDays(arrival, 2),
      roomType: tenant.config.roomTypes[0],
      state: 'Confirmed',
      guests: [
        { firstName: 'Thao', lastName: 'Mailer', email: 'thao.mailer@example.com' },
        { firstName: 'Khoa', lastName: 'Mailer', email: 'khoa.mailer@example.com' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Closer to its arrival than the hotel's 7 days: each guest's invitation is due at once, and is
  // sent (to the journeys' demo mail catcher) or, on an API without a mail server, kept as not sent.
  await page.goto(`/staff/front-desk/reservations/${id}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  const items = messages.getByRole('listitem').filter({ hasText: /^Invitation/ });
  await expect(items).toHaveCount(2);
  // The reminder waits for the day before arrival, for the guest who booked.
  await expect(messages.getByRole('listitem').filter({ hasText: /^Check-in reminder/ })).toHaveText(
    /^Check-in reminderScheduledTo Thao Mailer <thao\.mailer@example\.com>Due /,
  );
  for (const guest of [
    'Thao Mailer <thao.mailer@example.com>',
    'Khoa Mailer <khoa.mailer@example.com>',
  ])
    await expect(items.filter({ hasText: guest })).toHaveText(
      new RegExp(`^Invitation(Sent|Not sent)To ${guest}(Sent|Due) .+(Why: no mail server)?$`),
      { timeout: 15_000 },
    );
  await expectNoAxeViolations(page);
  await screenshot(page, tenant, 'reservation-messages-en');

  // Again at once is too soon (once every 5 minutes for a guest, the first sending included): the
  // refusal is told and nothing more is queued. A resend that goes is the component tests' and the API's.
  await messages.getByLabel('To').selectOption('Khoa Mailer');
  await messages.getByRole('button', { name: 'Send the invitation again' }).click();
  await expect(messages.getByRole('alert')).toHaveText(
    'Too many attempts. Please wait a few minutes and try again.',
  );
  await expect(items).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The manager, in Vietnamese on the narrowest phone: the day's e-mails and a kind switched.
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${tenant.port}`,
    viewport: { width: 320, height: 720 },
  });
  await context.addInitScript(() => localStorage.setItem('staff_language', 'vi'));
  const manager = await context.newPage();
  const login = demoManager(tenant);
  await manager.goto('/staff/sign-in');
  await manager.getByLabel('E-mail').fill(login.email);
  await manager.getByLabel('Mật khẩu').fill(login.password);
  await manager.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(manager).toHaveURL(/\/staff\/?$/);
  await manager.goto('/staff/messages');
  const day = manager.getByRole('region', { name: 'E-mail trong ngày' });
  await expect(day.getByRole('row').filter({ hasText: number })).toHaveCount(2);
  await expect(day.getByRole('row').filter({ hasText: number }).first()).toContainText('Thư mời');
  await expectNoAxeViolations(manager);
  await screenshot(manager, tenant, 'guest-messages-day-vi');
  // Its text at 200 %: nothing runs off the side (each message a block of labelled lines).
  await manager.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  const main = manager.locator('main');
  expect(await main.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  await screenshot(manager, tenant, 'guest-messages-day-200-vi');
  await manager.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });

  const settings = manager.getByRole('region', { name: 'Cài đặt' });
  const rating = settings.getByRole('checkbox', { name: 'Đánh giá kỳ nghỉ' });
  await expect(rating).toBeChecked();
  await rating.uncheck();
  await settings.getByRole('button', { name: 'Lưu cài đặt' }).click();
  await expect(settings.getByRole('status')).toHaveText('Đã lưu cài đặt.');
  await manager.reload();
  await expect(rating).not.toBeChecked();
  // Put back as the other journeys expect it: every kind on.
  await rating.check();
  await settings.getByRole('button', { name: 'Lưu cài đặt' }).click();
  await expect(settings.getByRole('status')).toHaveText('Đã lưu cài đặt.');
  await context.close();
});
