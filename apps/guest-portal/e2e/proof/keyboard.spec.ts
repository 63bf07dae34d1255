import type { FileChooser, Page } from '@playwright/test';
import { demoGuest, freshGuest } from '../support/demo-guests.ts';
import { pdfDocument } from '../support/documents.ts';
import { expect, test } from '../support/portal-test.ts';
import { tabTo } from './support/keyboard.ts';
import { apiSignIn, prepareStorage, settle } from './support/session.ts';

/** Journeys done with the keyboard alone (Tab, typing, Enter, Space, Escape): no mouse, no touch. */
test.describe('keyboard only', () => {
  test('a guest signs in with the keyboard alone, every stop showing its focus @all-tenants', async ({
    page,
    tenant,
  }) => {
    const guest = demoGuest(tenant, 'arrived');
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Reservation number or email'));
    await page.keyboard.type(guest.reservation);
    await tabTo(page, page.getByLabel('Arrival date'), 3);
    // A date field takes its parts in the browser's order: month, day, year (en-US).
    const [year, month, day] = guest.arrivalDate.split('-');
    await page.keyboard.type(`${month}${day}${year}`);
    await expect(page.getByLabel('Arrival date')).toHaveValue(guest.arrivalDate);
    await tabTo(page, page.getByLabel('Surname'), 6);
    await page.keyboard.type(guest.surname);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Hello, ${guest.firstName}` })).toBeVisible();
  });

  test('the side menu opens from the keyboard, holds focus, and Escape returns to the menu button', async ({
    page,
    request,
    tenant,
  }) => {
    await prepareStorage(
      page,
      await apiSignIn(request, tenant, demoGuest(tenant, 'arrived')),
      'en',
    );
    await page.goto('/home');
    await settle(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation).toBeVisible();
    // Focus moved into the menu, and Tab keeps it there.
    for (let i = 0; i < 12; i += 1) {
      expect(
        await page.evaluate(
          () => document.activeElement?.closest('[role="dialog"], nav, aside') !== null,
        ),
      ).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test('a guest orders room service with the keyboard alone', async ({ page, request, tenant }) => {
  await prepareStorage(page, await apiSignIn(request, tenant, freshGuest(tenant, 'arrived')), 'en');
  await page.goto('/in-room-service');
  await settle(page);
  await tabTo(page, page.getByLabel('Search the menu'));
  await page.keyboard.type('pho');
  await tabTo(page, page.getByRole('button', { name: 'Add Beef pho to the cart' }));
  await page.keyboard.press('Enter');
  const cart = page.getByRole('link', { name: /Cart \(1 item\)/ });
  await expect(cart).toBeVisible();
  // On past the end of the page and round to the cart link at its top.
  await tabTo(page, cart, 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await settle(page);
  await tabTo(page, page.getByRole('button', { name: 'Order', exact: true }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-success\/\d+$/);
  await expect(page.getByText('The hotel has received your order.')).toBeVisible();
});

test('a guest sends pre check-in with the keyboard alone, documents chosen from the keyboard', async ({
  page,
  request,
  tenant,
}) => {
  await prepareStorage(
    page,
    await apiSignIn(request, tenant, freshGuest(tenant, 'confirmedNoRoom')),
    'en',
  );
  await page.goto('/check-in');
  await settle(page);
  await tabTo(page, page.getByLabel('Estimated arrival time'));
  // A time field takes hours, minutes and AM/PM in the browser's order (en-US).
  await page.keyboard.type('0330P');
  await expect(page.getByLabel('Estimated arrival time')).toHaveValue('15:30');
  await tabTo(page, page.getByLabel('Quiet room'));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Quiet room')).toBeChecked();
  for (const [name, withDocument] of [
    ['Lukas Schmidt', true],
    ['Anna Schmidt', true],
    ['Mia Schmidt', false],
  ] as const) {
    const guest = page.getByRole('region', { name });
    await tabTo(page, guest.getByLabel('Nationality'));
    // Typing a country's name picks it in a closed select, as on any desktop browser.
    await page.keyboard.type('Vietnam');
    await expect(guest.getByLabel('Nationality')).toHaveValue('VN');
    if (!withDocument) continue;
    await tabTo(page, guest.getByLabel('Choose a photo or PDF'));
    await (
      await chooseFromKeyboard(page)
    ).setFiles({
      name: `${name.split(' ')[0]}-id.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfDocument(),
    });
    await expect(guest.getByText(`${name.split(' ')[0]}-id.pdf`)).toBeVisible();
  }
  await tabTo(page, page.getByRole('button', { name: 'Send my pre check-in' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/check-in-success$/);
});

/**
 * Space on the focused file field opens the file chooser. Once, on a loaded machine, the press
 * opened none and nothing else happened (the field kept its focus): one more press, still from
 * the keyboard, before the test gives up.
 */
async function chooseFromKeyboard(page: Page): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.keyboard.press('Space');
    try {
      return await chooser;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}
