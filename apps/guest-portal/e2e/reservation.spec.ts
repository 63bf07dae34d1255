import { demoGuest, freshGuest } from './support/demo-guests.ts';
import {
  expect,
  openFromMenu,
  screenshot,
  signInThroughApi,
  tapInApp,
  test,
} from './support/portal-test.ts';
import { apiResponse, useVietnamese } from './support/stay.ts';

test.describe('my reservation @all-tenants', () => {
  test('shows the reservation, who is staying and until when it can be cancelled', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, demoGuest(tenant, 'confirmedNoRoom'), '/my-reservation');
    await expect(page.getByRole('heading', { name: 'My reservation' })).toBeVisible();
    await expect(page.getByText(`Reservation ${tenant.hotelCode}1003`)).toBeVisible();
    await expect(page.getByText('Family Suite')).toBeVisible();
    const guests = page.getByRole('region', { name: 'Who is staying' });
    await expect(guests.getByRole('listitem')).toHaveCount(3);
    await expect(guests.getByText('Made the reservation · You')).toBeVisible();
    await expect(
      page.getByText(/You can cancel online until \d{2}:\d{2} \d{2}-\d{2}-\d{4} \(hotel time\)/),
    ).toBeVisible();
    await screenshot(page, tenant, 'my-reservation-en');
    await useVietnamese(page);
    await expect(page.getByRole('heading', { name: 'Đặt phòng của tôi' })).toBeVisible();
    await screenshot(page, tenant, 'my-reservation-vi');
  });
});

test('cancelling asks for a reason and the policy, confirms, then says it is cancelled', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'), '/my-reservation');
  await page.getByRole('link', { name: 'Cancel my reservation' }).click();
  await expect(page).toHaveURL(/\/cancel-reservation$/);
  await expect(page.getByLabel('Reason for cancelling')).toHaveAttribute(
    'placeholder',
    'Please enter reason',
  );

  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  await expect(page.getByText('Missing reason')).toBeVisible();
  await expect(page.getByText('Please agree to the cancellation policy.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByLabel('Reason for cancelling').fill('Our flight was cancelled');
  await page.getByLabel('I agree to the cancellation policy (a charge fee may apply)').check();
  await screenshot(page, tenant, 'cancel-reservation-en');
  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(/^Cancel reservation \w+\?$/);
  await dialog.getByRole('button', { name: 'No, keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Reason for cancelling')).toHaveValue('Our flight was cancelled');

  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  const cancelled = apiResponse(page, 'POST', '/api/reservation/cancel');
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(
    page.getByRole('main').getByText('Your reservation has been cancelled'),
  ).toBeVisible();
  await expect(
    page.locator('.Toastify').getByText('Your reservation has been cancelled'),
  ).toBeVisible();

  await page.goto('/my-reservation');
  await expect(page.getByRole('region', { name: 'Cancellation' })).toContainText(
    'Reason: Our flight was cancelled',
  );
  await page.goto('/home');
  await expect(page.getByText('This reservation has been cancelled.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next for you' })).toHaveCount(0);
});

test('the cancellation form speaks Vietnamese', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'unconfirmed'), '/cancel-reservation');
  await useVietnamese(page);
  await page.getByRole('button', { name: 'Hủy đặt phòng' }).click();
  await expect(page.getByText('Thiếu lý do')).toBeVisible();
  await expect(page.getByLabel('Lý do hủy')).toHaveAttribute('placeholder', 'Vui lòng nhập lý do');
  await screenshot(page, tenant, 'cancel-reservation-vi');
});

test('after the deadline the guest is asked to contact the hotel, with the contact buttons', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(
    page,
    tenant,
    demoGuest(tenant, 'pastCancellationDeadline'),
    '/my-reservation',
  );
  const cancellation = page.getByRole('region', { name: 'Cancellation' });
  await expect(
    cancellation.getByText('Contact us for cancellation', { exact: true }),
  ).toBeVisible();
  const contacts = cancellation.getByRole('navigation', { name: 'Contact us for cancellation' });
  await expect(contacts.getByRole('button', { name: 'Call the hotel' })).toBeVisible();
  await expect(contacts.getByRole('button', { name: 'Call our toll-free line' })).toBeVisible();
  await expect(cancellation.getByRole('link', { name: 'Cancel my reservation' })).toHaveCount(0);
  await screenshot(page, tenant, 'cancel-closed-en');

  await page.goto('/cancel-reservation');
  await expect(page.getByText('Contact us for cancellation', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Reason for cancelling')).toHaveCount(0);
});

test('the server refuses a cancellation without the agreed policy, and the guest keeps the reason', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(
    page,
    tenant,
    freshGuest(tenant, 'confirmedNoRoom'),
    '/cancel-reservation',
  );
  // Bypass the portal's own check: the request goes out with the policy not agreed.
  await page.route('**/api/reservation/cancel', (route) =>
    route.continue({
      postData: JSON.stringify({ ...route.request().postDataJSON(), policyAgreed: false }),
    }),
  );
  await page.getByLabel('Reason for cancelling').fill('Change of plans');
  await page.getByLabel('I agree to the cancellation policy (a charge fee may apply)').check();
  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  const refused = apiResponse(page, 'POST', '/api/reservation/cancel');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  expect(await (await refused).json()).toMatchObject({ code: 'POLICY_NOT_AGREED' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please agree to the cancellation policy.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Reason for cancelling')).toHaveValue('Change of plans');
});

test('the server refuses a cancellation after the deadline with "Contact us for cancellation"', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'pastCancellationDeadline'));
  // Bypass the portal's own check: the screen is told cancellation is still open.
  await page.route('**/api/reservation', async (route) => {
    const response = await route.fetch();
    const reservation = await response.json();
    await route.fulfill({
      response,
      json: { ...reservation, cancellation: { ...reservation.cancellation, open: true } },
    });
  });
  // Reached in the app, the browser reads the reservation (a page load's is the server's).
  await openFromMenu(page, 'My reservation');
  await tapInApp(page.getByRole('link', { name: 'Cancel my reservation' }));
  await page.getByLabel('Reason for cancelling').fill('Change of plans');
  await page.getByLabel('I agree to the cancellation policy (a charge fee may apply)').check();
  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  const refused = apiResponse(page, 'POST', '/api/reservation/cancel');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  expect(await (await refused).json()).toMatchObject({ code: 'CANCELLATION_CLOSED' });
  await expect(page.getByText('Contact us for cancellation', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Contact us for cancellation' })).toBeVisible();
});
