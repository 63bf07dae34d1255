import { demoGuest } from './support/demo-guests.ts';
import { expect, screenshot, signInThroughApi, test } from './support/portal-test.ts';
import { useVietnamese } from './support/stay.ts';

test.describe('home @all-tenants', () => {
  test('a guest before arrival sees the stay at a glance and is asked to check in online', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, demoGuest(tenant, 'confirmedNoRoom'));
    const stay = page.getByRole('region', { name: 'Your stay' });
    await expect(stay.getByText(`Reservation ${tenant.hotelCode}1003`)).toBeVisible();
    await expect(stay.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(stay.getByText('Assigned at check-in')).toBeVisible();
    await expect(stay.getByText('2 adults, 1 child')).toBeVisible();
    const next = page.getByRole('region', { name: 'Next for you' });
    await expect(next.getByRole('link')).toHaveText(['Check in online', 'Explore our programs']);
    // The greeting sits on the brand colour in the theme's readable text colour.
    const greeting = page.getByRole('heading', { level: 1 });
    await expect(greeting).toHaveText('Hello, Lukas');
    await screenshot(page, tenant, 'home-before-arrival-en');
    await useVietnamese(page);
    await expect(
      page.getByRole('region', { name: 'Việc tiếp theo' }).getByRole('link').first(),
    ).toHaveText('Nhận phòng trực tuyến');
    await expect(page.getByRole('region', { name: 'Kỳ lưu trú của bạn' })).toContainText('tháng');
    await screenshot(page, tenant, 'home-before-arrival-vi');
    await page.getByRole('link', { name: 'Nhận phòng trực tuyến' }).click();
    await expect(page).toHaveURL(/\/check-in$/);
  });
});

test('an arrived guest is offered room service to their room and can rate the stay', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'));
  const next = page.getByRole('region', { name: 'Next for you' });
  await expect(next.getByRole('link')).toHaveText(['Order room service', 'Explore our programs']);
  await expect(next.getByText('Delivered to room 1208.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your stay' }).getByText('Arrived', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rate your stay' })).toBeVisible();
  await screenshot(page, tenant, 'home-arrived-en');
});

test('on the departure date, check-out comes first', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'departsToday'));
  const next = page.getByRole('region', { name: 'Next for you' });
  await expect(next.getByRole('link').first()).toHaveText('Check out today');
  await next.getByRole('link', { name: 'Check out today' }).click();
  await expect(page).toHaveURL(/\/check-out$/);
});

test('the greeting keeps readable contrast on the brand colour @all-tenants', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'unconfirmed'));
  const colours = await page
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).color);
  // esg's light green carries dark ink; the dark brands of vct and ehh carry white.
  expect(colours).toBe(tenant.id === 'esg' ? 'rgb(27, 31, 35)' : 'rgb(255, 255, 255)');
});
