import { addCompanion, demoGuest, freshGuest } from './support/demo-guests.ts';
import {
  expect,
  openFromMenu,
  screenshot,
  signInThroughApi,
  test,
  untilHydrated,
} from './support/portal-test.ts';
import { apiResponse, useVietnamese } from './support/stay.ts';

test.describe('check-out @all-tenants', () => {
  test('on the departure date: rating, mini-bar, options, the bill, then confirmation', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, freshGuest(tenant, 'departsToday'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Check-out' })
      .click();
    await expect(page).toHaveURL(/\/check-out$/);
    await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await page.getByLabel('Your experience').fill('Friendly staff and a great breakfast.');
    await page
      .getByRole('radiogroup', { name: 'Did you use the mini-bar?' })
      .getByLabel('Yes')
      .check();
    await page.getByLabel('What did you take from the mini-bar?').fill('Two bottles of water');
    await page.getByLabel('Late check-out').check();
    await page.getByLabel('Book a taxi').check();
    await page.getByLabel('Notes for the front desk').fill('Taxi to Tan Son Nhat at 14:00');
    await screenshot(page, tenant, 'check-out-en');
    await useVietnamese(page);
    await expect(page.getByLabel('Cảm nhận của bạn')).toHaveValue(
      'Friendly staff and a great breakfast.',
    );
    await screenshot(page, tenant, 'check-out-vi');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Continue to my bill' }).click();

    await expect(page).toHaveURL(/\/check-out-balance-bill$/);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your check-out request' })).toContainText(
      'Late check-out, Book a taxi',
    );
    await screenshot(page, tenant, 'check-out-bill-en');
    const sent = apiResponse(page, 'POST', '/api/check-out');
    await page.getByRole('button', { name: 'Confirm check-out' }).click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({
      options: ['CHECKOUT_LATE', 'CHECKOUT_TAXI_SERVICE'],
      minibarUsed: true,
      minibarNotes: 'Two bottles of water',
      rating: { score: 4, experience: 'Friendly staff and a great breakfast.' },
    });
    await expect(page).toHaveURL(/\/check-out-success$/);
    await expect(
      page.getByText('Your check-out request has been sent.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('We will book your taxi.')).toBeVisible();
    await screenshot(page, tenant, 'check-out-success-en');
    await useVietnamese(page);
    await expect(page.getByText('Yêu cầu trả phòng đã được gửi.', { exact: false })).toBeVisible();
    await screenshot(page, tenant, 'check-out-success-vi');
    await page.evaluate(() => localStorage.setItem('language', 'en'));

    await page.goto('/check-out');
    await expect(page.getByText('Check-out has been requested.', { exact: false })).toBeVisible();
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Check-out requested' })).toBeVisible();
    await expect(page.getByText('You rated your stay 4 out of 5.')).toBeVisible();
  });
});

test('check-out is refused before the departure date with the catalogue’s message', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'), '/check-out');
  await expect(page.getByText('Only allow request check-out on the departure date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to my bill' })).toHaveCount(0);
  await screenshot(page, tenant, 'check-out-not-today-en');
  await useVietnamese(page);
  await expect(page.getByText('Chỉ có thể yêu cầu trả phòng vào ngày đi')).toBeVisible();
  await screenshot(page, tenant, 'check-out-not-today-vi');
});

test('a guest who has not arrived cannot check out', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'confirmedNoRoom'), '/check-out');
  await expect(
    page.getByText('Check-out can be requested once you have checked in.'),
  ).toBeVisible();
});

test('the mini-bar question must be answered, and an experience needs a score', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'departsToday'), '/check-out');
  await page.getByLabel('Your experience').fill('Lovely pool');
  await page.getByRole('button', { name: 'Continue to my bill' }).click();
  await expect(page.getByText('Missing mini-bar answer')).toBeVisible();
  await expect(page.getByText('Missing rating')).toBeVisible();
  await expect(page).toHaveURL(/\/check-out$/);
  await useVietnamese(page);
  await page.getByRole('button', { name: 'Tiếp tục xem hóa đơn' }).click();
  await expect(page.getByText('Thiếu câu trả lời về minibar')).toBeVisible();
  await expect(page.getByLabel('Cảm nhận của bạn')).toHaveValue('Lovely pool');
  await screenshot(page, tenant, 'check-out-missing-vi');
});

test('the bill step cannot be opened before the questions are answered', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(
    page,
    tenant,
    freshGuest(tenant, 'departsToday'),
    '/check-out-balance-bill',
  );
  await expect(page).toHaveURL(/\/check-out$/);
});

test('the server refuses check-out off the departure date when the portal check is bypassed', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
  // The screen is told today is the departure date; the server knows better.
  await page.route('**/api/reservation', async (route) => {
    const response = await route.fetch();
    const reservation = await response.json();
    await route.fulfill({
      response,
      json: {
        ...reservation,
        hotelToday: reservation.departureDate,
        checkOut: { ...reservation.checkOut, open: true },
      },
    });
  });
  // Reached from the menu, the browser reads the reservation (a page load's is the server's).
  await openFromMenu(page, 'Check-out');
  await page
    .getByRole('radiogroup', { name: 'Did you use the mini-bar?' })
    .getByLabel('No')
    .check();
  await page.getByLabel('Store my luggage').check();
  await page.getByRole('button', { name: 'Continue to my bill' }).click();
  const refused = apiResponse(page, 'POST', '/api/check-out');
  await page.getByRole('button', { name: 'Confirm check-out' }).click();
  expect(await (await refused).json()).toMatchObject({ code: 'CHECKOUT_NOT_DEPARTURE_DATE' });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Only allow request check-out on the departure date' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Change my answers' }).click();
  await expect(page.getByLabel('Store my luggage')).toBeChecked();
});

test('a companion is told plainly that the primary guest checks out, at home and on the check-out screen', async ({
  page,
  tenant,
}) => {
  const primary = freshGuest(tenant, 'departsToday');
  addCompanion(tenant, primary.reservation, 'Leo', 'Park');
  await signInThroughApi(page, tenant, { ...primary, surname: 'Park' });
  const nextSteps = page.getByRole('region', { name: 'Next for you' });
  await expect(nextSteps.getByRole('link', { name: 'Check-out day' })).toBeVisible();
  await expect(
    nextSteps.getByText('Emma Walker, who made the reservation, requests check-out for everyone.'),
  ).toBeVisible();
  await screenshot(page, tenant, 'home-companion-check-out-en');

  await nextSteps.getByRole('link', { name: 'Check-out day' }).click();
  await expect(page).toHaveURL(/\/check-out$/);
  await expect(
    page.getByText('Emma Walker, who made the reservation, requests check-out for everyone.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to my bill' })).toHaveCount(0);
  await screenshot(page, tenant, 'check-out-companion-en');
  await useVietnamese(page);
  await expect(
    page.getByText('Emma Walker, người đặt phòng, sẽ yêu cầu trả phòng cho cả đoàn.'),
  ).toBeVisible();
  await screenshot(page, tenant, 'check-out-companion-vi');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});

test("the server refuses a companion's check-out when the portal's check is bypassed", async ({
  page,
  tenant,
}) => {
  const primary = freshGuest(tenant, 'departsToday');
  addCompanion(tenant, primary.reservation, 'Leo', 'Park');
  await signInThroughApi(page, tenant, { ...primary, surname: 'Park' });
  await page.route('**/api/reservation', async (route) => {
    const response = await route.fetch();
    const reservation = await response.json();
    await route.fulfill({
      response,
      json: { ...reservation, checkOut: { ...reservation.checkOut, primaryGuestOnly: false } },
    });
  });
  // Reached from the menu, the browser reads the reservation (a page load's is the server's).
  await openFromMenu(page, 'Check-out');
  await page
    .getByRole('radiogroup', { name: 'Did you use the mini-bar?' })
    .getByLabel('No')
    .check();
  await page.getByRole('button', { name: 'Continue to my bill' }).click();
  const refused = apiResponse(page, 'POST', '/api/check-out');
  await page.getByRole('button', { name: 'Confirm check-out' }).click();
  expect(await (await refused).json()).toMatchObject({ code: 'PRIMARY_GUEST_ONLY' });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Only the guest who made the reservation can do this' }),
  ).toBeVisible();
});
