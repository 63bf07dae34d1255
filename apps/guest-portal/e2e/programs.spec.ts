import type { Page } from '@playwright/test';
import { demoGuest, freshGuest } from './support/demo-guests.ts';
import {
  expect,
  openFromMenu,
  screenshot,
  signInThroughApi,
  tapInApp,
  test,
} from './support/portal-test.ts';

/** From /programs: open a program's page by its title (in the app: the browser reads the program). */
async function openProgram(page: Page, title: string | RegExp) {
  await page.goto('/programs');
  await tapInApp(page.getByRole('link', { name: title }));
  await expect(page).toHaveURL(/\/program-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('programs @all-tenants', () => {
  test('the guest browses the programs and opens one', async ({ page, tenant }) => {
    await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'), '/programs');
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    const tour = page.getByRole('article').filter({ hasText: 'by night food tour' });
    await expect(tour.getByText('Fully booked')).toBeVisible();
    const yoga = page.getByRole('article').filter({ hasText: 'Sunrise yoga' });
    await expect(yoga.getByText('Free')).toBeVisible();
    // The first card's picture is fetched at once (e2e/server-render.spec.ts); the ones below wait.
    await expect(page.getByRole('article').nth(1).locator('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
    await screenshot(page, tenant, 'programs-en');

    await openProgram(page, 'Vietnamese cooking class');
    await expect(page.getByText('₫650,000 per person')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reserve' })).toBeVisible();
    await screenshot(page, tenant, 'program-detail-en');
  });
});

test('the guest reserves places in a program and cancels them after confirming', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
  await openProgram(page, 'Lantern making workshop');
  await page.getByRole('link', { name: 'Reserve' }).click();
  await expect(page).toHaveURL(/\/reserve\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reserve Lantern making workshop' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'One person more' }).click();
  await page.getByLabel('Notes for the hotel').fill('A child of 7');
  await expect(page.getByText('Total: ₫700,000')).toBeVisible();
  await screenshot(page, tenant, 'reserve-program-en');
  await page.getByRole('button', { name: 'Reserve' }).click();

  await expect(page).toHaveURL(/\/reserve-success\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Your place is reserved' })).toBeVisible();
  await expect(
    page.getByText('We look forward to seeing you at Lantern making workshop: 2 places.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See the program' }).click();
  await expect(page.getByText('You have reserved 2 places.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reserve' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Cancel my reservation' }).click();
  await expect(page).toHaveURL(/\/cancel-program\/\d+$/);
  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your reservation?' });
  await expect(dialog).toBeVisible();
  await screenshot(page, tenant, 'cancel-program-en');
  await dialog.getByRole('button', { name: 'No, keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/cancel-program\/\d+$/);

  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page).toHaveURL(/\/cancel-success\/\d+$/);
  await expect(
    page.getByText('Your reservation of Lantern making workshop has been cancelled.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See the program' }).click();
  await expect(page.getByRole('link', { name: 'Reserve' })).toBeVisible();
});

test('a fully booked program cannot be reserved, and the server says so when the portal is bypassed', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
  await openProgram(page, /by night food tour/);
  await expect(page.getByText('This program is fully booked.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reserve' })).toHaveCount(0);

  // The portal is told there are places left: only the server's rule stands in the way. The
  // program is opened again from the list, so the browser (not the server's render) reads it.
  const programId = /\/program-detail\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await page.route(`**/api/programs/${programId}`, async (route) => {
    const response = await route.fetch();
    const program = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...program, seatsLeft: 3, fullyBooked: false } });
  });
  await openProgram(page, /by night food tour/);
  await page.getByRole('link', { name: 'Reserve' }).click();
  await expect(page).toHaveURL(new RegExp(`/reserve/${programId}$`));
  await page.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByRole('alert')).toHaveText('This program is fully booked.');
  await expect(page).toHaveURL(/\/reserve\/\d+$/);
});

test('with no programs the guest is told so', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'));
  await page.route('**/api/programs', (route) => route.fulfill({ json: { programs: [] } }));
  // Opened from the menu, the browser reads the programs (on a page load the server reads them).
  await openFromMenu(page, 'Programs');
  await expect(page.getByText('There are no programs at the moment.')).toBeVisible();
});

test('programs read in Vietnamese', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'));
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Chương trình' })).toBeVisible();
  await expect(page.getByText('Đã kín chỗ').first()).toBeVisible();
  await screenshot(page, tenant, 'programs-vi');
  await page.getByRole('link', { name: 'Lớp học nấu ăn Việt Nam' }).click();
  await expect(page.getByText('650.000 ₫ mỗi người')).toBeVisible();
  await page.getByRole('link', { name: 'Đặt chỗ' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Đặt chỗ Lớp học nấu ăn Việt Nam' }),
  ).toBeVisible();
  await screenshot(page, tenant, 'reserve-program-vi');
});
