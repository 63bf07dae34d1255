import type { Page } from '@playwright/test';
import { freshGuest } from './support/demo-guests.ts';
import type { E2eTenant } from './support/e2e-tenants.ts';
import {
  expect,
  openFromMenu,
  screenshot,
  signInThroughApi,
  tapInApp,
  test,
} from './support/portal-test.ts';

/** The arrived story departs in 3 days: today and the 3 days after are left. */
const REMAINING_DAYS = 4;

function planned(page: Page) {
  return page.getByRole('region', { name: 'Planned' }).getByRole('listitem');
}

async function openAddSheet(page: Page, activity: string) {
  await tapInApp(page.getByRole('button', { name: `Add to my activities: ${activity}` }));
  const sheet = page.getByRole('dialog', { name: `Add ${activity}` });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** A fresh Arrived guest on My activities with `activity` planned for today. */
async function planForToday(page: Page, tenant: E2eTenant, activity: string) {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/my-activities');
  const sheet = await openAddSheet(page, activity);
  await sheet.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(planned(page)).toHaveCount(1);
}

test.describe('my activities', () => {
  test('the guest adds a hotel activity for one day and finds it planned @all-tenants', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/my-activities');
    await expect(page.getByRole('heading', { level: 1, name: 'My activities' })).toBeVisible();
    await expect(page.getByText('You have no activities yet.')).toBeVisible();
    const pool = page.getByRole('article').filter({ hasText: 'Swimming pool' });
    await expect(pool).toContainText('06:00–20:00 · Every day');
    await expect(page.getByRole('article').filter({ hasText: 'Kids club' })).toContainText(
      'Sat, Sun',
    );
    await expect(page.getByRole('article').filter({ hasText: 'Spa treatment' })).toContainText(
      'Mon–Sat',
    );

    const sheet = await openAddSheet(page, 'Swimming pool');
    // Today is chosen at first; every remaining day of the stay is offered, and all days.
    await expect(sheet.getByRole('radio')).toHaveCount(REMAINING_DAYS + 1);
    await screenshot(page, tenant, 'add-activity-en');
    await sheet.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Add to my activities successfully!')).toBeVisible();
    await expect(planned(page)).toHaveCount(1);
    await expect(planned(page).first()).toContainText('Swimming pool');
    await screenshot(page, tenant, 'my-activities-en');
  });

  test('an activity removed from the plan and added back is planned again, without a reload', async ({
    page,
    tenant,
  }) => {
    await planForToday(page, tenant, 'Swimming pool');
    await planned(page)
      .first()
      .getByRole('button', { name: /^Remove Swimming pool on / })
      .click();
    await expect(page.getByText('You have no activities yet.')).toBeVisible();

    const sheet = await openAddSheet(page, 'Swimming pool');
    await sheet.getByRole('button', { name: 'Add', exact: true }).click();
    // The first addition's toast may still be showing.
    await expect(page.getByText('Add to my activities successfully!').last()).toBeVisible();
    await expect(planned(page)).toHaveCount(1);
    await expect(planned(page).first()).toContainText('Swimming pool');
  });
});

test('adding an activity again for the same day asks about the remaining days, and adds them', async ({
  page,
  tenant,
}) => {
  await planForToday(page, tenant, 'Swimming pool');

  let sheet = await openAddSheet(page, 'Swimming pool');
  await sheet.getByRole('button', { name: 'Add', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Already in your activities' });
  await expect(question).toContainText(
    'Do you want to add it to all the remaining days of your stay?',
  );
  await screenshot(page, tenant, 'activity-already-added-en');
  await question.getByRole('button', { name: 'No, thanks' }).click();
  await expect(planned(page)).toHaveCount(1);

  sheet = await openAddSheet(page, 'Swimming pool');
  await sheet.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, add to all remaining days' }).click();
  await expect(page.getByText('Add to my activities successfully!').last()).toBeVisible();
  await expect(planned(page)).toHaveCount(REMAINING_DAYS);
  await page.reload();
  await expect(planned(page)).toHaveCount(REMAINING_DAYS);
});

test("the server's answer for a day that already has the activity asks the same question", async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/my-activities');
  const sheet = await openAddSheet(page, 'Fitness centre');
  await sheet.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(planned(page)).toHaveCount(1);

  // The portal is shown an empty plan: only the server knows the day already has it.
  await page.route('**/api/my-activities', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { myActivities: [], remainingStayDates: [] } })
      : route.continue(),
  );
  // Opened again from the menu of a new page, the browser reads the plan (a page load's is the
  // server's).
  await page.goto('/home');
  await openFromMenu(page, 'My activities');
  await expect(page.getByText('You have no activities yet.')).toBeVisible();
  const again = await openAddSheet(page, 'Fitness centre');
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/my-activities$/.test(response.url()),
  );
  await again.getByRole('button', { name: 'Add', exact: true }).click();
  expect((await answer).status()).toBe(409);
  await expect(page.getByRole('dialog', { name: 'Already in your activities' })).toBeVisible();
});

test('the guest adds an activity for all days at once, and removes one day', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/my-activities');
  const sheet = await openAddSheet(page, 'Fitness centre');
  await sheet.getByText('All days of my stay').click();
  await sheet.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Add to my activities successfully!').last()).toBeVisible();
  await expect(planned(page)).toHaveCount(REMAINING_DAYS);

  await planned(page)
    .first()
    .getByRole('button', { name: /^Remove Fitness centre on / })
    .click();
  await expect(planned(page)).toHaveCount(REMAINING_DAYS - 1);
  await expect(page.getByText('Removed from your activities')).toBeVisible();
  await page.reload();
  await expect(planned(page)).toHaveCount(REMAINING_DAYS - 1);
});

test('my activities read in Vietnamese', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.goto('/my-activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoạt động của tôi' })).toBeVisible();
  await expect(page.getByText('Bạn chưa có hoạt động nào.')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Hồ bơi' })).toContainText('Hằng ngày');
  await screenshot(page, tenant, 'my-activities-vi');
  const sheet = await openAddSheetVi(page, 'Hồ bơi');
  await sheet.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(page.getByText('Đã thêm vào hoạt động của tôi thành công!')).toBeVisible();
});

async function openAddSheetVi(page: Page, activity: string) {
  await page.getByRole('button', { name: `Thêm vào hoạt động của tôi: ${activity}` }).click();
  const sheet = page.getByRole('dialog', { name: `Thêm ${activity}` });
  await expect(sheet).toBeVisible();
  return sheet;
}
