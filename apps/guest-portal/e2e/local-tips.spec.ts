import { demoGuest, freshGuest } from './support/demo-guests.ts';
import { expect, openFromMenu, screenshot, signInThroughApi, test } from './support/portal-test.ts';

test.describe('local tips @all-tenants', () => {
  test('the guest likes a tip from the list and finds it under Liked', async ({ page, tenant }) => {
    await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/local-tips');
    await expect(page.getByRole('heading', { level: 1, name: 'Local tips' })).toBeVisible();
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    // The first card's picture is fetched at once (e2e/server-render.spec.ts); the ones below wait.
    await expect(page.getByRole('article').nth(1).locator('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
    const heart = first.getByRole('button', { name: `Like ${title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, tenant, 'local-tips-en');

    await page.getByRole('tab', { name: 'Liked' }).click();
    await expect(page).toHaveURL(/filter=liked/);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();
  });
});

test('with nothing liked yet, the Liked filter says so and leads back to all tips', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/local-tips?filter=liked');
  await expect(page.getByRole('tab', { name: 'Liked' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You have not liked any local tips yet.')).toBeVisible();
  await screenshot(page, tenant, 'local-tips-liked-empty-en');
  await page.getByRole('button', { name: 'See all local tips' }).click();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the guest likes and unlikes a tip on its page; unliking takes it off the Liked list', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/local-tips');
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/local-tip-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const like = page.getByRole('button', { name: 'Like', exact: true });
  const count = page.getByText(/^\d+ likes?$/);
  const before = Number((await count.textContent())?.split(' ')[0]);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(new RegExp(`^${before + 1} like`));
  // The heart fills at the tap and the button waits for the hotel's answer before it can be tapped again.
  await expect(like).toBeEnabled();
  await screenshot(page, tenant, 'local-tip-detail-en');
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/local-tips?filter=liked');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
  // The tip leaves the list at the tap; no toast confirms it, so the journey waits for the hotel.
  const unliked = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().endsWith('/like'),
  );
  await page.getByRole('button', { name: `Like ${title}` }).click();
  await expect(page.getByText('You have not liked any local tips yet.')).toBeVisible();
  expect((await unliked).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('You have not liked any local tips yet.')).toBeVisible();
});

test('a like that cannot be saved goes back, and the guest is told why', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/local-tips');
  await page.route('**/api/local-tips/*/like', (route) => route.abort('connectionreset'));
  const heart = page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Like / });
  await heart.click();
  await expect(
    page.getByText('We could not reach the hotel. Check your connection and try again.'),
  ).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('with no local tips the guest is told so', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'));
  await page.route('**/api/local-tips?*', (route) => route.fulfill({ json: { localTips: [] } }));
  // Opened from the menu, the browser reads the tips (on a page load the server reads them).
  await openFromMenu(page, 'Local tips');
  await expect(page.getByText('There are no local tips yet.')).toBeVisible();
});

test('local tips read in Vietnamese', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'));
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.goto('/local-tips');
  await expect(page.getByRole('heading', { level: 1, name: 'Gợi ý địa phương' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Đã thích' })).toBeVisible();
  await screenshot(page, tenant, 'local-tips-vi');
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByText(/lượt thích/)).toBeVisible();
  await screenshot(page, tenant, 'local-tip-detail-vi');
});
