import { demoGuest, freshGuest } from './support/demo-guests.ts';
import { expect, openFromMenu, screenshot, signInThroughApi, test } from './support/portal-test.ts';

test.describe('special offers @all-tenants', () => {
  test('the guest reads the offers and opens one in full', async ({ page, tenant }) => {
    await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'), '/special-offer');
    await expect(page.getByRole('heading', { level: 1, name: 'Special offers' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    const stayLonger = page.getByRole('article').filter({ hasText: 'Stay longer' });
    await expect(stayLonger).toContainText('-30%');
    await expect(stayLonger).toContainText(/Until \d{2} \w+ \d{4}/);
    // The first card's picture is fetched at once (e2e/server-render.spec.ts); the ones below wait.
    await expect(page.getByRole('article').nth(1).locator('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
    await screenshot(page, tenant, 'special-offers-en');

    await page.getByRole('link', { name: 'Spa for two' }).click();
    const sheet = page.getByRole('dialog', { name: 'Spa for two' });
    await expect(sheet).toContainText('Price: ₫1,800,000');
    await expect(sheet.getByRole('heading', { name: 'Terms' })).toBeVisible();
    await expect(sheet).toContainText('Book one day ahead at the spa.');
    await screenshot(page, tenant, 'special-offer-detail-en');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/special-offer$/);
  });
});

test('an offer kept in favourites opens from My favourites', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/special-offer');
  await page.getByRole('link', { name: 'Late check-out until 4 pm' }).click();
  const keep = page.getByRole('dialog').getByRole('button', { name: 'Keep in my favourites' });
  // In a sheet no toast confirms the save, so the journey waits for the hotel's answer itself.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/favorites/'),
  );
  await keep.click();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
  await page.goto('/my-favorites');
  await page.getByRole('link', { name: 'Late check-out until 4 pm' }).click();
  await expect(page).toHaveURL(/\/special-offer\?offer=\d+$/);
  await expect(page.getByRole('dialog', { name: 'Late check-out until 4 pm' })).toContainText(
    'Price: ₫500,000',
  );
  await expect(
    page.getByRole('dialog').getByRole('button', { name: 'Keep in my favourites' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('with no offers the guest is told so', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'));
  await page.route('**/api/offers', (route) => route.fulfill({ json: { offers: [] } }));
  // Opened from the menu, the browser reads the offers (on a page load the server reads them).
  await openFromMenu(page, 'Special offers');
  await expect(page.getByText('There are no special offers at the moment.')).toBeVisible();
  await screenshot(page, tenant, 'special-offers-empty-en');
});

test('special offers read in Vietnamese', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'));
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.goto('/special-offer');
  await expect(page.getByRole('heading', { level: 1, name: 'Ưu đãi đặc biệt' })).toBeVisible();
  await page.getByRole('link', { name: 'Spa cho hai người' }).click();
  await expect(page.getByRole('dialog')).toContainText('Giá: 1.800.000');
  await screenshot(page, tenant, 'special-offer-detail-vi');
});
