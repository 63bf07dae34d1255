import type { Page } from '@playwright/test';
import { demoGuest, freshGuest } from './support/demo-guests.ts';
import { expect, screenshot, signInThroughApi, test } from './support/portal-test.ts';
import { apiResponse, useVietnamese } from './support/stay.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

test.describe('balance and bills @all-tenants', () => {
  test('lines by group, net, service charge, VAT, total and receipts, in VND per language', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'));
    const loaded = apiResponse(page, 'GET', '/api/bills');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Balance and bills' })
      .click();
    const bill = await (await loaded).json();
    await expect(page.getByRole('heading', { name: 'Balance and bills' })).toBeVisible();
    const en = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'VND',
      maximumFractionDigits: 0,
    });
    const table = page.getByRole('table');
    for (const group of bill.groups.filter(
      (candidate: { lines: unknown[] }) => candidate.lines.length > 0,
    )) {
      const title = {
        room: 'Room',
        'room-service': 'Room service',
        'other-services': 'Other services',
        'food-and-beverage': 'Food and beverage',
      }[group.group as string];
      await expect(table.getByRole('rowheader', { name: title, exact: true })).toBeVisible();
    }
    for (const [label, amount] of [
      ['Net amount', bill.net],
      [`Service charge (${bill.serviceChargePercent}%)`, bill.serviceCharge],
      ['VAT', bill.vatTotal],
      ['Total', bill.total],
    ] as const) {
      await expect(table.getByRole('row', { name: label, exact: false })).toContainText(
        plain(en.format(amount)),
      );
    }
    await expect(page.getByRole('region', { name: 'Your balance' })).toContainText(
      plain(en.format(bill.balance)),
    );
    await expect(page.getByRole('region', { name: 'Receipts' })).toBeVisible();
    await screenshot(page, tenant, 'balance-and-bills-en');

    await useVietnamese(page);
    const vi = new Intl.NumberFormat('vi-VN', {
      style: 'currency',
      currency: 'VND',
      maximumFractionDigits: 0,
    });
    await expect(page.getByRole('table').getByRole('row', { name: 'Tổng cộng' })).toContainText(
      vi.format(bill.total),
    );
    await expect(
      page.getByRole('table').getByRole('rowheader', { name: 'Thuế GTGT', exact: true }),
    ).toBeVisible();
    await screenshot(page, tenant, 'balance-and-bills-vi');
  });
});

async function openBillsFromMenu(page: Page) {
  // A toast covers the header at top-center and stays while the pointer rests on it (pause on
  // hover): the guest waits for it to go before reaching for the menu button beneath it.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Balance and bills' })
    .click();
  await expect(page.getByRole('table')).toBeVisible();
}

test('an order is on the bill as soon as it is placed, without a reload', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'), '/in-room-service');
  await page.getByLabel('Search the menu').fill('banh mi');
  await page.getByRole('button', { name: 'Add Banh mi with grilled pork to the cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible();
  // The guest looks at the bill first, then orders, moving through the portal only.
  await openBillsFromMenu(page);
  await expect(page.getByRole('table')).not.toContainText('Banh mi with grilled pork');
  await page.goBack();
  await page.getByRole('link', { name: /^Cart \(/ }).click();
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/order-success\/\d+$/);

  await openBillsFromMenu(page);
  await expect(page.getByRole('table')).toContainText('Banh mi with grilled pork', {
    timeout: 5_000,
  });
});
