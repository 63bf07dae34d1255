import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { demoGuest, freshGuest } from './support/demo-guests.ts';
import {
  expect,
  screenshot,
  sessionTokenOf,
  signInThroughApi,
  test,
} from './support/portal-test.ts';
import {
  openedChannels,
  recordOpenedChannels,
  tenantConfig,
  useVietnamese,
} from './support/stay.ts';

test.describe('signed-in shell', () => {
  test('header, side menu and language toggle around every screen @all-tenants', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, demoGuest(tenant, 'confirmedNoRoom'));
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('link', { name: tenant.displayName }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await page.getByRole('link', { name: tenant.displayName }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Check-in',
      'Programs',
      'Local tips',
      'Special offers',
      'My activities',
      'Messages',
      'In-room dining',
      'My favourites',
      'My reservation',
      'Balance and bills',
      'Profile',
      'Language',
    ]);
    await screenshot(page, tenant, 'menu-en');
    await menu.getByRole('button', { name: 'Tiếng Việt' }).click();
    const menuVi = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(menuVi.getByRole('link').first()).toHaveText('Trang chủ');
    await expect(menuVi.getByRole('link').nth(1)).toHaveText('Nhận phòng');
    await screenshot(page, tenant, 'menu-vi');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Xin chào/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Xin chào/);
  });

  test('the contact buttons show the channels the hotel has, each behind a confirm dialog @all-tenants', async ({
    page,
    tenant,
  }) => {
    await recordOpenedChannels(page);
    await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'));
    const { contacts } = tenantConfig(tenant);
    const digits = (text: string) => text.replace(/\D/g, '');
    const expected = [
      contacts.messengerPage && {
        name: 'Message us on Messenger',
        href: contacts.messengerPage,
        target: '_blank',
      },
      digits(contacts.zalo) && {
        name: 'Chat with us on Zalo',
        href: `https://zalo.me/${digits(contacts.zalo)}`,
        target: '_blank',
      },
      digits(contacts.phone) && {
        name: 'Call the hotel',
        href: `tel:+${digits(contacts.phone)}`,
        target: '_self',
      },
      digits(contacts.whatsapp) && {
        name: 'Chat with us on WhatsApp',
        href: `https://wa.me/${digits(contacts.whatsapp)}`,
        target: '_blank',
      },
    ].filter((channel) => typeof channel === 'object');
    const dock = page.getByRole('navigation', { name: 'Contact the hotel' });
    await expect(dock.getByRole('button')).toHaveCount(expected.length);

    for (const channel of expected) {
      await dock.getByRole('button', { name: channel.name }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading')).toContainText(tenant.displayName);
      await dialog.getByRole('button', { name: 'No, stay here' }).click();
      await expect(dialog).toBeHidden();
      expect(await openedChannels(page)).toEqual([]);
    }
    for (const channel of expected) {
      await dock.getByRole('button', { name: channel.name }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, continue' }).click();
    }
    expect(await openedChannels(page)).toEqual(
      expected.map((channel) => [channel.href, channel.target]),
    );
  });

  test('signing out revokes the session on the server, clears its cookie and forgets the cart', async ({
    page,
    tenant,
    request,
  }) => {
    await signInThroughApi(page, tenant, freshGuest(tenant, 'arrived'));
    await page.evaluate(() =>
      localStorage.setItem('tmg_cart', JSON.stringify({ version: 1, lines: [] })),
    );
    const token = await sessionTokenOf(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('guest_csrf'),
        localStorage.getItem('tmg_cart'),
      ]),
    ).toEqual([null, null]);
    await expect(sessionTokenOf(page)).rejects.toThrow('Not signed in');
    const replay = await request.get('/api/customer-flow/me', {
      headers: {
        authorization: `Bearer ${token}`,
        [HOTEL_KEY_HEADER]: tenantConfig(tenant).hotelKey,
      },
    });
    expect(replay.status()).toBe(401);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('/ goes to /home, and an unknown path gets a translated not-found screen with a way home', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'unconfirmed'), '/');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await screenshot(page, tenant, 'not-found-en');
  await useVietnamese(page);
  await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
  await screenshot(page, tenant, 'not-found-vi');
  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a screen that fails to load shows the top-level error screen with status and message', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'unconfirmed'));
  await page.route(/\/assets\/my-reservation-route-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My reservation' })
    .click();
  await expect(page.getByText(/^Error 500: .+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await screenshot(page, tenant, 'error-screen-en');
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Xin chào/);
  await page.getByRole('button', { name: 'Mở danh mục' }).click();
  await page
    .getByRole('navigation', { name: 'Điều hướng chính' })
    .getByRole('link', { name: 'Đặt phòng của tôi' })
    .click();
  await expect(page.getByText(/^Lỗi 500: .+/)).toBeVisible();
  await screenshot(page, tenant, 'error-screen-vi');
});

test('the loading overlay covers the screen while a call runs', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/sign-out', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/login$/);
});
