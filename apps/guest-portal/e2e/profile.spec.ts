import { demoGuest, freshGuest } from './support/demo-guests.ts';
import {
  expect,
  screenshot,
  signInThroughApi,
  test,
  untilHydrated,
} from './support/portal-test.ts';
import { apiResponse, useVietnamese } from './support/stay.ts';

test.describe('profile @all-tenants', () => {
  test('shows the guest, and billing information can be updated', async ({ page, tenant }) => {
    const guest = freshGuest(tenant, 'arrived');
    await signInThroughApi(page, tenant, guest);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText(guest.reservation, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sharing your room' })).toContainText(
      'Quang Tran',
    );

    await page.getByLabel('Tax code').fill('0312345678');
    await page.getByLabel('Business registration name').fill('Cong ty TNHH Mekong Travel');
    await page
      .getByLabel('Address', { exact: true })
      .fill('12 Le Loi, District 1, Ho Chi Minh City');
    await page.getByLabel('E-mail for the invoice').fill('accounts@mekongtravel.vn');
    await page.getByRole('button', { name: 'Save billing information' }).click();
    await expect(
      page.locator('.Toastify').getByText('Update billing information successfully!'),
    ).toBeVisible();
    await screenshot(page, tenant, 'profile-en');

    await page.reload();
    await expect(page.getByLabel('Tax code')).toHaveValue('0312345678');
    await expect(page.getByLabel('E-mail for the invoice')).toHaveValue('accounts@mekongtravel.vn');
  });
});

test('an invalid invoice e-mail is refused in the form and the other fields are kept', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'), '/profile');
  await expect(page.getByLabel('Tax code')).toHaveAttribute('placeholder', 'Please enter tax code');
  await page.getByLabel('Tax code').fill('0312345678');
  await page.getByLabel('E-mail for the invoice').fill('accounts@mekongtravel');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/billing-info') && request.method() === 'PUT')
      sent.push(request.url());
  });
  await page.getByRole('button', { name: 'Save billing information' }).click();
  await expect(page.getByText('Please input a valid email')).toBeVisible();
  expect(sent).toEqual([]);
  await expect(page.getByLabel('Tax code')).toHaveValue('0312345678');
  await useVietnamese(page);
  await page.getByRole('button', { name: 'Lưu thông tin xuất hóa đơn' }).click();
  await expect(page.getByText('Vui lòng nhập email hợp lệ')).toBeVisible();
  await expect(page.getByLabel('Mã số thuế')).toHaveValue('0312345678');
  await screenshot(page, tenant, 'profile-invalid-email-vi');
});

test('the server refuses an invalid e-mail with the same text when the portal check is bypassed', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'), '/profile');
  await page.route('**/api/billing-info', (route) =>
    route.request().method() === 'PUT'
      ? route.continue({
          postData: JSON.stringify({
            ...route.request().postDataJSON(),
            email: 'accounts@mekongtravel',
          }),
        })
      : route.continue(),
  );
  await page.getByLabel('Address', { exact: true }).fill('12 Le Loi');
  await page.getByLabel('E-mail for the invoice').fill('accounts@mekongtravel.vn');
  const refused = apiResponse(page, 'PUT', '/api/billing-info');
  await page.getByRole('button', { name: 'Save billing information' }).click();
  expect(await (await refused).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  await expect(page.getByText('Please input a valid email')).toBeVisible();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Le Loi');
});

test('the profile screen has a sign-out button', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'unconfirmed'), '/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the language screen switches the portal and remembers the choice', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'unconfirmed'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Language' }).click();
  await expect(page).toHaveURL(/\/language$/);
  await page.getByLabel('Tiếng Việt').check();
  await expect(page.getByRole('heading', { name: 'Ngôn ngữ' })).toBeVisible();
  await screenshot(page, tenant, 'language-vi');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('vi');
  await page.reload();
  await untilHydrated(page);
  await expect(page.getByLabel('Tiếng Việt')).toBeChecked();
  await page.getByLabel('English').check();
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
});
