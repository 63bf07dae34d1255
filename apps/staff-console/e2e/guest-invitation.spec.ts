import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { addAccountThroughApi, expect, signIn, test } from './support/console-test.ts';

// Issue #26: a reservation created at the desk brings its guest in by e-mail. The API's demo mail
// catcher (DEMO_MAIL=1, playwright.config.ts) stands for the guest's mailbox.
test('a reservation created in the console: its invitation arrives, its link signs the guest in to the portal, once', async ({
  page,
  browser,
  request,
  tenant,
}) => {
  const frontDesk = await addAccountThroughApi(request, tenant, 'front-desk');
  await signIn(page, frontDesk);
  await page.getByRole('link', { name: 'New reservation' }).click();
  const form = page.getByRole('form', { name: 'New reservation' });
  const number = `INV${Date.now().toString(36).toUpperCase()}`;
  const email = `${number.toLowerCase()}@guest.example`;
  const arrival = addDays(hotelToday(tenant.config.timeZone), 3);
  await form.getByLabel('Reservation number').fill(number);
  await form.getByLabel('Arrival').fill(arrival);
  await form.getByLabel('Departure').fill(addDays(arrival, 2));
  await form.getByLabel('Room type').selectOption('Deluxe King');
  await form.getByLabel('Given name').fill('Linh');
  await form.getByLabel('Surname').fill('Invited');
  await form.getByLabel('E-mail (optional)').fill(email);
  await form.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page.getByText(`Reservation ${number} is created.`)).toBeVisible();

  // The guest's mailbox: the invitation arrives (the list is read again until it does).
  const guestContext = await browser.newContext();
  const mailbox = await guestContext.newPage();
  const invitation = mailbox.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await mailbox.goto('/demo-mail/');
    await expect(invitation).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await invitation.getByRole('link', { name: /check in online/ }).click();
  const action = mailbox.getByRole('link', { name: 'Check in online' });
  const link = await action.getAttribute('href');
  expect(link).toMatch(/\/auth\?token=[\w-]+$/);

  // The link (the e-mail opens it in a new tab) signs Linh in to the portal, as herself, in an
  // HttpOnly cookie: the link's token is gone from the address, and no script reads the session.
  await mailbox.goto(link ?? '/auth');
  await expect(mailbox).toHaveURL(/\/home$/);
  await expect(mailbox.getByRole('heading', { name: /^Hello, Linh/ })).toBeVisible();
  const session = (await guestContext.cookies()).find((cookie) => cookie.name === 'portal_guest');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const readable = await mailbox.evaluate(() =>
    JSON.stringify({ cookie: document.cookie, ...localStorage, ...sessionStorage }),
  );
  expect(readable).not.toContain(session?.value ?? 'no session');
  await mailbox.goBack();
  expect(mailbox.url()).not.toContain('token=');
  await guestContext.close();

  // Used once, the link is refused: the sign-in page says so, no error page.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link ?? '/auth');
  await expect(again).toHaveURL(/\/login$/);
  await expect(
    again.getByText('This sign-in link is invalid or has expired. Please sign in.'),
  ).toBeVisible();
});
