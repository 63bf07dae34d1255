import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { demoStaffAccounts } from '@portal/guest-api/demo-staff';
import { freshGuest } from './support/demo-guests.ts';
import { expect, screenshot, sessionTokenOf, signIn, test } from './support/portal-test.ts';
import { tenantConfig, useVietnamese } from './support/stay.ts';
import type { E2eTenant } from './support/e2e-tenants.ts';

/** The hotel's demo kitchen account, signed in through the staff API in its own cookie jar. */
async function kitchenSession(baseURL: string, tenant: E2eTenant) {
  const account = demoStaffAccounts(tenant.hotelCode).find((demo) => demo.role === 'kitchen');
  if (!account) throw new Error(`No demo kitchen account in ${tenant.hotelCode}`);
  const hotelKey = tenantConfig(tenant).hotelKey;
  const staff = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { [HOTEL_KEY_HEADER]: hotelKey },
  });
  const session = await staff.post('/api/staff/session', {
    data: { email: account.email, password: account.password },
  });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return {
    staff,
    move: async (orderId: number, body: { status: string; reason?: string }) => {
      const answer = await staff.post(`/api/staff/orders/${orderId}/status`, {
        headers: { 'x-csrf-token': csrfToken },
        data: body,
      });
      expect(answer.status(), await answer.text()).toBe(200);
    },
  };
}

async function placeOrder(api: APIRequestContext, hotelKey: string, token: string) {
  const menu = await api.get('/api/room-service/menu', {
    headers: { [HOTEL_KEY_HEADER]: hotelKey, authorization: `Bearer ${token}` },
  });
  const { categories } = (await menu.json()) as {
    categories: { items: { id: number; available: boolean }[] }[];
  };
  const dish = categories.flatMap((category) => category.items).find((item) => item.available);
  const placed = await api.post('/api/room-service/orders', {
    headers: {
      [HOTEL_KEY_HEADER]: hotelKey,
      authorization: `Bearer ${token}`,
      'idempotency-key': `kitchen-live-${Date.now()}`,
    },
    data: { lines: [{ itemId: dish?.id, quantity: 1 }] },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { id: number; number: string };
}

test("the guest's open orders screen follows the kitchen without a reload, and tells a refusal's reason in both languages", async ({
  page,
  tenant,
  baseURL,
}) => {
  const guest = freshGuest(tenant, 'arrived');
  await signIn(page, guest);
  const token = await sessionTokenOf(page);
  if (!baseURL) throw new Error('No base URL');
  const hotelKey = tenantConfig(tenant).hotelKey;
  const order = await placeOrder(page.request, hotelKey, token);
  const kitchen = await kitchenSession(baseURL, tenant);

  // The orders screen's own live stream is open before the kitchen moves the order (not home's,
  // which can answer after this wait begins: an event before the screen's stream is lost to it).
  const streamOpen = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/events' &&
      response.status() === 200 &&
      new URL(response.frame().url()).pathname === '/cart',
  );
  await page.goto('/cart#my-orders');
  const row = page.locator('#my-orders li').filter({ hasText: order.number });
  await expect(row).toContainText('Received: the hotel is processing it');
  await streamOpen;
  let reloaded = false;
  page.on('framenavigated', () => {
    reloaded = true;
  });

  await kitchen.move(order.id, { status: 'Preparing' });
  await expect(row).toContainText('Being prepared');
  await kitchen.move(order.id, {
    status: 'Refused',
    reason: 'The wok station is closed tonight',
  });
  await expect(row).toContainText('Refused by the kitchen');
  await expect(row).toContainText("The kitchen's reason: The wok station is closed tonight");
  expect(reloaded).toBe(false);
  await screenshot(page, tenant, 'kitchen-refused-en');

  await useVietnamese(page);
  const rowVi = page.locator('#my-orders li').filter({ hasText: order.number });
  await expect(rowVi).toContainText('Nhà bếp đã từ chối');
  await expect(rowVi).toContainText('Lý do của nhà bếp: The wok station is closed tonight');
  await screenshot(page, tenant, 'kitchen-refused-vi');
  await kitchen.staff.dispose();
});
