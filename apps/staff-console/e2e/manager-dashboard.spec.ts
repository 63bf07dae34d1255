import type { APIRequestContext } from '@playwright/test';
import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { DEMO_ORDERS } from '@portal/guest-api/demo-orders';
import { demoReservations } from '@portal/guest-api/demo-reservations';
import {
  addAccountThroughApi,
  demoManager,
  expect,
  screenshot,
  signIn,
  test,
  type StaffLogin,
} from './support/console-test.ts';
import type { ConsoleTenant } from './support/console-tenants.ts';
import { expectNoAxeViolations, forbidReloads } from './support/axe.ts';

/** A front desk account's calls through the API, its session's CSRF token on every write. */
async function frontDeskCalls(request: APIRequestContext, tenant: ConsoleTenant, desk: StaffLogin) {
  const headers = { [HOTEL_KEY_HEADER]: tenant.config.hotelKey };
  const session = await request.post('/api/staff/session', {
    headers,
    data: { email: desk.email, password: desk.password },
  });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return async (path: string, data: unknown) => {
    const answer = await request.post(`/api/staff/front-desk${path}`, {
      headers: { ...headers, 'x-csrf-token': csrfToken },
      data,
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number };
  };
}

test("the manager's start screen shows the demo hotel's day, and an arrival the desk marks moves it without a reload", async ({
  page,
  request,
  tenant,
}) => {
  test.setTimeout(60_000);
  const today = hotelToday(tenant.config.timeZone);
  const demo = demoReservations(tenant.config.hotelCode);
  // Other journeys move the demo's stays; today's arrivals, departures and check-outs are left alone.
  const arrivingToday = demo.filter((stay) => stay.arrivalOffset === 0).length;
  const departingToday = demo.filter((stay) => stay.arrivalOffset + stay.nights === 0).length;
  // Yesterday's orders (the hotel's day), refused ones excepted: nothing places orders in the past.
  const yesterday = addDays(today, -1);
  const ordersYesterday = DEMO_ORDERS.filter(
    (order) =>
      order.moves.at(-1)?.[0] !== 'Refused' &&
      hotelToday(tenant.config.timeZone, new Date(Date.now() - order.placedMinutesAgo * 60_000)) ===
        yesterday,
  ).length;

  // A stay of this journey's own arrives today; the desk gives it a room.
  const desk = await frontDeskCalls(
    request,
    tenant,
    await addAccountThroughApi(request, tenant, 'front-desk'),
  );
  const number = `DASH${Date.now().toString(36).toUpperCase()}`;
  const { id } = await desk('/reservations', {
    reservationNumber: number,
    arrivalDate: today,
    departureDate: addDays(today, 2),
    roomType: 'Deluxe King',
    state: 'Confirmed',
    guests: [{ firstName: 'Lan', lastName: 'Dashboard', email: '' }],
  });
  await desk(`/reservations/${id}/room`, { roomNumber: '0612' });

  await signIn(page, demoManager(tenant));
  const figure = (name: string) =>
    page.locator('main dl > div').filter({ has: page.getByText(name, { exact: true }) });
  // Other journeys on this server may mark today's guests Arrived or checked out before this one:
  // the day's totals are the seed's, the counts of those moved are read as they stand.
  await expect(figure('Arrivals').locator('dd')).toHaveText(
    new RegExp(`^\\d+ of ${arrivingToday + 1} arrived$`),
  );
  await expect(figure('Departures').locator('dd')).toHaveText(
    new RegExp(`^\\d+ of ${departingToday} checked out$`),
  );
  await expect(figure('Check-out requests waiting').locator('dd')).toHaveText(/^\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const orders = page.getByRole('region', { name: 'Room-service orders', exact: true });
  await orders.getByText('Show the figures as a table').click();
  const yesterdayLabel = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${yesterday}T00:00:00Z`));
  await expect(
    orders.getByRole('row').filter({ has: page.getByRole('rowheader', { name: yesterdayLabel }) }),
  ).toHaveText(new RegExp(`^${yesterdayLabel}${ordersYesterday}₫`));
  await expect(orders.locator('svg').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, tenant, 'manager-dashboard-en');

  // The desk marks the guest Arrived elsewhere: the figure moves on the open screen.
  const notReloaded = forbidReloads(page);
  const inHouse = Number(await figure('In house').locator('dd').textContent());
  const arrived = Number(
    (await figure('Arrivals').locator('dd').textContent())?.match(/^\d+/)?.[0] ?? Number.NaN,
  );
  await desk(`/reservations/${id}/arrived`, {});
  await expect(figure('Arrivals').locator('dd')).toHaveText(
    `${arrived + 1} of ${arrivingToday + 1} arrived`,
  );
  expect(Number(await figure('In house').locator('dd').textContent())).toBeGreaterThan(inHouse);
  notReloaded();

  // A phone of 320 px, its text at 200 %: nothing of the screen runs off the side (a wide table
  // scrolls in its own box).
  await page.setViewportSize({ width: 320, height: 800 });
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await expect(figure('Arrivals')).toBeVisible();
  const main = page.locator('main');
  expect(await main.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  await screenshot(page, tenant, 'manager-dashboard-phone-200-en');
});
