import { freshGuest } from './support/demo-guests.ts';
import {
  expect,
  screenshot,
  signInThroughApi,
  test,
  untilHydrated,
} from './support/portal-test.ts';

test.describe('favourites @all-tenants', () => {
  test('the guest keeps a program and a dish, finds them in My favourites, and removes one', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/my-favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
    await expect(page.getByText('You have not kept anything yet.')).toBeVisible();

    await page.goto('/programs');
    await page.getByRole('link', { name: 'Sunrise yoga' }).click();
    const keepProgram = page.getByRole('button', { name: 'Keep in my favourites' });
    await keepProgram.click();
    await expect(keepProgram).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Kept in your favourites')).toBeVisible();

    await page.goto('/in-room-service');
    // The search's results replace the menu's tabs once React holds the page: the dish's link
    // moves under the tap if it comes before.
    await untilHydrated(page);
    await page.getByLabel('Search the menu').fill('pho');
    await page.getByRole('link', { name: 'Beef pho' }).click();
    await page.getByRole('button', { name: 'Keep in my favourites' }).click();
    await expect(page.getByRole('button', { name: 'Keep in my favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The heart fills before the hotel answers; leaving the page before the toast would drop the save.
    await expect(page.getByText('Kept in your favourites')).toBeVisible();

    await page.goto('/my-favorites');
    const rows = page.getByRole('list', { name: 'My favourites' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Sunrise yoga' })).toContainText('Program');
    await expect(rows.filter({ hasText: 'Beef pho' })).toContainText('Dish');
    await screenshot(page, tenant, 'my-favorites-en');

    await page.getByRole('button', { name: 'Remove Beef pho from my favourites' }).click();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('Removed from your favourites')).toBeVisible();
    await page.reload();
    await expect(rows).toHaveCount(1);
    await page.getByRole('link', { name: 'Sunrise yoga' }).click();
    await expect(page).toHaveURL(/\/program-detail\/\d+$/);
    await expect(page.getByRole('button', { name: 'Keep in my favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('a favourite that cannot be removed comes back, and the guest is told why', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/local-tips');
  await page.getByRole('article').first().getByRole('link').click();
  await page.getByRole('button', { name: 'Keep in my favourites' }).click();
  await expect(page.getByRole('button', { name: 'Keep in my favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Kept in your favourites')).toBeVisible();
  await page.goto('/my-favorites');
  await expect(page.getByRole('list', { name: 'My favourites' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(
    page.getByRole('list', { name: 'My favourites' }).getByRole('listitem'),
  ).toContainText('Local tip');
  await page.route('**/api/favorites/**', (route) =>
    route.request().method() === 'DELETE' ? route.abort('connectionreset') : route.continue(),
  );
  await page.getByRole('button', { name: /^Remove .* from my favourites$/ }).click();
  await expect(
    page.getByText('We could not reach the hotel. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'My favourites' }).getByRole('listitem')).toHaveCount(
    1,
  );
});

test('My favourites reads in Vietnamese', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.goto('/my-favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Mục yêu thích' })).toBeVisible();
  await expect(page.getByText('Bạn chưa lưu mục nào.')).toBeVisible();
  await screenshot(page, tenant, 'my-favorites-empty-vi');
});
