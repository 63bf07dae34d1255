import { freshGuest } from './support/demo-guests.ts';
import { expect, screenshot, signIn, signInThroughApi, test } from './support/portal-test.ts';
import { apiResponse, useVietnamese } from './support/stay.ts';

test.describe('rate the stay @all-tenants', () => {
  test('an arrived guest rates the stay from home and can change it from my reservation', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
    const card = page.getByRole('region', { name: 'Rate your stay' });
    await card.getByRole('button', { name: 'Send my rating' }).click();
    await expect(card.getByText('Missing rating')).toBeVisible();
    await card.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await card.getByLabel('Your experience').fill('The rooftop pool at sunset!');
    await screenshot(page, tenant, 'rate-stay-en');
    await card.getByRole('button', { name: 'Send my rating' }).click();
    await expect(
      page.locator('.Toastify').getByText('Thank you for rating your stay!'),
    ).toBeVisible();
    await expect(card.getByText('You rated your stay 5 out of 5.')).toBeVisible();
    await expect(card.getByText('The rooftop pool at sunset!')).toBeVisible();

    await page.goto('/my-reservation');
    const again = page.getByRole('region', { name: 'Rate your stay' });
    await again.getByRole('button', { name: 'Change my rating' }).click();
    await again.getByRole('radio', { name: '3 stars' }).check({ force: true });
    await again.getByRole('button', { name: 'Send my rating' }).click();
    await expect(again.getByText('You rated your stay 3 out of 5.')).toBeVisible();
    await useVietnamese(page);
    await expect(page.getByText('Bạn đã đánh giá kỳ lưu trú 3 trên 5 sao.')).toBeVisible();
    await screenshot(page, tenant, 'rate-stay-vi');
  });
});

test('the server refuses a rating before arrival, and the text typed is kept', async ({
  page,
  tenant,
}) => {
  // The screen is told the guest has arrived; the server knows they have not. Signed in on the
  // form, the guest reaches home in the app: the browser reads their profile (a page load's
  // profile is read by the server).
  await page.route('**/api/customer-flow/me', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), status: 'Arrived' } });
  });
  await signIn(page, freshGuest(tenant, 'confirmedNoRoom'));
  const card = page.getByRole('region', { name: 'Rate your stay' });
  await card.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await card.getByLabel('Your experience').fill('Looking forward to it');
  const refused = apiResponse(page, 'PUT', '/api/rating');
  await card.getByRole('button', { name: 'Send my rating' }).click();
  expect(await (await refused).json()).toMatchObject({ code: 'RATING_BEFORE_ARRIVAL' });
  await expect(card.getByRole('alert')).toHaveText('You can rate your stay once you have arrived.');
  await expect(card.getByLabel('Your experience')).toHaveValue('Looking forward to it');
});
