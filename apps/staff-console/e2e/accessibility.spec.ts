import type { Browser, Cookie, Page } from '@playwright/test';
import {
  doubleTheText,
  headingSkips,
  layoutProblems,
  restoreTheText,
} from '@portal/chromium/page-checks';
import {
  addAccountThroughApi,
  demoManager,
  expect,
  screenshot,
  signInThroughApi,
  test as consoleTest,
  type StaffLogin,
} from './support/console-test.ts';
import { consoleTenant, type ConsoleTenant } from './support/console-tenants.ts';
import { demoArrivalDate, signInDemoGuest } from './support/guest-portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const LANGUAGES = ['en', 'vi'] as const;
const PHONE = { name: 'phone', width: 390, height: 844 } as const;
const WIDTHS = [{ name: 'desk', width: 1280, height: 800 }, PHONE] as const;
/** WCAG 1.4.10's 320 CSS px: no sideways scrolling. */
const NARROW = { width: 320, height: 640 };

/** The screens each account reaches, by address, and what shows each is there. */
const MANAGER_SCREENS = [
  // The manager's day: its figures, and each chart's table.
  { name: 'start-manager', address: '/staff/', ready: 'main .recharts-wrapper' },
  { name: 'staff-accounts', address: '/staff/accounts', ready: 'main section li' },
  { name: 'audit-log', address: '/staff/audit-log', ready: 'main table' },
  { name: 'guest-messages', address: '/staff/messages', ready: 'main form fieldset' },
  { name: 'not-found', address: '/staff/no-such-screen', ready: 'main h1, main h2' },
];
const FRONT_DESK_SCREENS = [
  { name: 'new-reservation', address: '/staff/reservations/new', ready: 'main form' },
  { name: 'import-reservations', address: '/staff/reservations/import', ready: 'main input' },
  {
    name: 'reservation-search',
    address: '/staff/reservations/search?q=nguyen',
    ready: 'main article',
  },
  { name: 'in-house', address: '/staff/in-house', ready: 'main article' },
];
/** A file with one bad row, then the same file fixed (numbers no journey creates). */
const CSV_HEADER =
  'reservation_number,arrival_date,departure_date,room_type,given_name,surname,email';
const BAD_CSV = `${CSV_HEADER}\nAXE0001,2030-05-01,2030-05-03,Penthouse,Ly,Dao,ly@`;
const CLEAN_CSV = `${CSV_HEADER}\nAXE0001,2030-05-01,2030-05-03,Deluxe King,Ly,Dao,`;
const TEXTS = {
  en: {
    create: 'Create reservation',
    file: 'CSV file',
    fix: 'Rows to fix',
    ready: 'Reservations to create',
  },
  vi: {
    create: 'Tạo đặt phòng',
    file: 'Tệp CSV',
    fix: 'Các dòng cần sửa',
    ready: 'Các đặt phòng sẽ được tạo',
  },
} as const;
const KITCHEN_SCREENS = [
  { name: 'start-kitchen', address: '/staff/', ready: 'main h1' },
  { name: 'kitchen-board', address: '/staff/kitchen', ready: 'main section article' },
  { name: 'menu', address: '/staff/menu', ready: 'main section li' },
  { name: 'refused', address: '/staff/accounts', ready: 'main h1, main h2' },
];

const CONCIERGE_SCREENS = [
  { name: 'start-concierge', address: '/staff/', ready: 'main h1' },
  { name: 'programs', address: '/staff/programs', ready: 'main section' },
  { name: 'local-tips', address: '/staff/local-tips', ready: 'main li' },
  { name: 'offers', address: '/staff/offers', ready: 'main li' },
  { name: 'activities', address: '/staff/activities', ready: 'main li' },
];
const EDIT = { en: /^Edit /, vi: /^Sửa / } as const;

type WalkRole = 'manager' | 'kitchen' | 'concierge' | 'front-desk';

/**
 * The walk's staff, signed in once per worker instead of once per test: the hotel's demo manager
 * and an account of each other role made for the walk (an argon2id hash each, and one for every
 * sign-in), whose session cookies each test lays into its own browser context. The walk signs no
 * one out and changes no account, so its tests can share the sessions; the sign-in form itself is
 * checked by the walk's first test and proven by `e2e/session.spec.ts`.
 */
const test = consoleTest.extend<object, { walkSessions: Record<WalkRole, Cookie[]> }>({
  walkSessions: [
    async ({ browser }, use, workerInfo) => {
      const tenant = consoleTenant(workerInfo.project.name);
      const baseURL = `http://127.0.0.1:${tenant.port}`;
      const signedIn = async (login: StaffLogin) => {
        const context = await browser.newContext({ baseURL });
        await signInThroughApi(context, tenant, login);
        const cookies = await context.cookies();
        await context.close();
        return cookies;
      };
      const manager = await browser.newContext({ baseURL });
      const account = (role: Exclude<WalkRole, 'manager'>) =>
        addAccountThroughApi(manager.request, tenant, role);
      const [kitchen, concierge, frontDesk] = [
        await account('kitchen'),
        await account('concierge'),
        await account('front-desk'),
      ];
      await manager.close();
      await use({
        manager: await signedIn(demoManager(tenant)),
        kitchen: await signedIn(kitchen),
        concierge: await signedIn(concierge),
        'front-desk': await signedIn(frontDesk),
      });
    },
    { scope: 'worker' },
  ],
});

/** Signs the test's page in as the walk's account of that role (its session's cookie). */
async function signInAs(page: Page, sessions: Record<WalkRole, Cookie[]>, role: WalkRole) {
  await page.context().addCookies(sessions[role]);
}

const CHANGE = { en: 'Change', vi: 'Sửa' } as const;
const CURRENT_PASSWORD = { en: 'Your current password', vi: 'Mật khẩu hiện tại của bạn' } as const;

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test.describe(`${language}, ${size.name} (${size.width} px)`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((chosen) => {
          localStorage.setItem('staff_language', chosen);
        }, language);
      });

      test(`axe: the sign-in screen, and its refusal`, async ({ page, tenant }) => {
        await page.goto('/staff/sign-in');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await checkScreen(page);
        await screenshot(page, tenant, `sign-in-${language}`);
        await page
          .getByRole('button', { name: language === 'en' ? 'Sign in' : 'Đăng nhập' })
          .click();
        await expect(
          page.getByText(language === 'en' ? 'Missing e-mail' : 'Thiếu e-mail'),
        ).toBeVisible();
        await checkScreen(page);
      });

      test(`axe: every manager screen, the phone menu open too`, async ({
        page,
        tenant,
        walkSessions,
      }) => {
        // Five screens, each checked at three sizes in the phone pass: 30 s on a loaded machine.
        test.setTimeout(60_000);
        await signInAs(page, walkSessions, 'manager');
        for (const screen of MANAGER_SCREENS) {
          await openScreen(page, screen.address, screen.ready);
          await checkScreen(page);
          await screenshot(page, tenant, `${screen.name}-${language}`);
          if (screen.name === 'start-manager') await openFiguresTables(page, tenant, language);
        }
        // The manager's own card: a new password asks for the current one too.
        const manager = demoManager(tenant);
        await openScreen(page, '/staff/accounts', 'main section li');
        await page
          .getByRole('region', { name: manager.name })
          .getByRole('button', { name: `${CHANGE[language]} ${manager.name}` })
          .click();
        await expect(page.getByLabel(CURRENT_PASSWORD[language])).toBeVisible();
        await checkScreen(page);
        await screenshot(page, tenant, `staff-account-own-form-${language}`);
        if (size.name === 'phone') {
          const menu = page.getByRole('button', { name: 'Menu' });
          await menu.click();
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
          await checkScreen(page);
          await screenshot(page, tenant, `menu-open-${language}`);
        }
      });

      test(`axe: the manager's quick replies, the form refused, then one saved`, async ({
        page,
        tenant,
        walkSessions,
      }) => {
        await signInAs(page, walkSessions, 'manager');
        await page.goto('/staff/quick-replies');
        await expect(page.getByRole('button', { name: ADD_QUICK_REPLY[language] })).toBeVisible();
        await checkScreen(page);
        await screenshot(page, tenant, `quick-replies-${language}`);
        await openQuickReplyForm(page, tenant, language);
      });

      test(`axe: a kitchen account's start screen and a refused address`, async ({
        page,
        tenant,
        walkSessions,
      }) => {
        await signInAs(page, walkSessions, 'kitchen');
        for (const screen of KITCHEN_SCREENS) {
          await openScreen(page, screen.address, screen.ready);
          await checkScreen(page);
          await screenshot(page, tenant, `${screen.name}-${language}`);
          if (screen.name === 'menu') await openFirstEditForm(page, language, screen.name, tenant);
        }
      });

      test(`axe: the concierge's screens, each with its edit form open`, async ({
        page,
        tenant,
        walkSessions,
      }) => {
        test.setTimeout(60_000);
        await signInAs(page, walkSessions, 'concierge');
        for (const screen of CONCIERGE_SCREENS) {
          await openScreen(page, screen.address, screen.ready);
          await checkScreen(page);
          await screenshot(page, tenant, `${screen.name}-${language}`);
          if (screen.name !== 'start-concierge')
            await openFirstEditForm(page, language, screen.name, tenant);
        }
        await openReserveForGuest(page, language, tenant);
      });

      test(`axe: the front desk's day, a reservation in full and its cancel dialog`, async ({
        page,
        tenant,
        walkSessions,
      }) => {
        await signInAs(page, walkSessions, 'front-desk');
        await openScreen(page, '/staff/front-desk', 'main section article');
        await expect(page.getByRole('status').filter({ hasText: LIVE[language] })).toBeVisible();
        await checkScreen(page);
        await screenshot(page, tenant, `front-desk-day-${language}`);
        // The Schmidts arrive in 3 days, Confirmed: every move but check-out is open on them.
        const schmidts = `${tenant.config.hotelCode}1003`;
        const schmidtsLink = page.getByRole('link', { name: new RegExp(`^${schmidts} · `) });
        // The same screen on another day: its list changes in place, so the link is what shows it.
        await followRouter(page, `/staff/front-desk?date=${demoArrivalDate(tenant, schmidts)}`);
        await schmidtsLink.click();
        await expect(page.locator('main h1')).toContainText(schmidts);
        await expect(page.locator('main form').first()).toBeVisible();
        await checkScreen(page);
        await screenshot(page, tenant, `front-desk-reservation-${language}`);
        const cancel = page.getByRole('button', { name: CANCEL[language] });
        if ((await cancel.count()) > 0) {
          await cancel.click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await checkScreen(page);
          await page.keyboard.press('Escape');
        }
      });

      test(`axe: the inbox, and a guest's thread open with the quick replies`, async ({
        page,
        browser,
        tenant,
        walkSessions,
      }) => {
        await guestWritesToHotel(browser, tenant, GUEST_QUESTION[language]);
        await signInAs(page, walkSessions, 'front-desk');
        await openScreen(page, '/staff/inbox', 'main article');
        await expect(page.getByRole('status').filter({ hasText: LIVE[language] })).toBeVisible();
        await checkScreen(page);
        await screenshot(page, tenant, `inbox-${language}`);
        await page.locator('main article h3 a').first().click();
        await expect(page.getByRole('log')).toBeVisible();
        await page.getByRole('button', { name: QUICK_REPLIES[language] }).click();
        await expect(page.locator('main [aria-expanded="true"]')).toBeVisible();
        await checkScreen(page);
        await screenshot(page, tenant, `inbox-thread-${language}`);
      });

      test(`axe: the front desk's reservation screens, a refused form and both previews`, async ({
        page,
        tenant,
        walkSessions,
      }) => {
        test.setTimeout(60_000);
        await signInAs(page, walkSessions, 'front-desk');
        for (const screen of FRONT_DESK_SCREENS) {
          await openScreen(page, screen.address, screen.ready);
          await checkScreen(page);
          await screenshot(page, tenant, `${screen.name}-${language}`);
        }
        const texts = TEXTS[language];
        await openScreen(page, '/staff/reservations/new', 'main form');
        await page.getByRole('button', { name: texts.create }).click();
        await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
        await checkScreen(page);
        await screenshot(page, tenant, `new-reservation-refused-${language}`);

        await openScreen(page, '/staff/reservations/import', 'main input');
        for (const [csv, region, name] of [
          [BAD_CSV, texts.fix, 'bad-file'],
          [CLEAN_CSV, texts.ready, 'clean-file'],
        ] as const) {
          await page.getByLabel(texts.file).setInputFiles({
            name: `${name}.csv`,
            mimeType: 'text/csv',
            buffer: Buffer.from(csv),
          });
          await expect(page.getByRole('region', { name: region })).toBeVisible();
          await checkScreen(page);
          await screenshot(page, tenant, `import-reservations-${name}-${language}`);
        }
      });
    });
  }
}

/**
 * What every screen is held to: axe finds nothing and the headings never skip a level (in every
 * visit); in the phone pass only (the narrow layout is the one they press on, and it keeps the run
 * short) the screen also reflows at 320 px (WCAG 1.4.10) and survives its text at 200 % (1.4.4),
 * then goes back to the phone with normal text.
 */
async function checkScreen(page: Page) {
  await expectNoAxeViolations(page);
  const screen = new URL(page.url()).pathname;
  expect(await headingSkips(page), `${screen}: heading order`).toEqual([]);
  if (page.viewportSize()?.width !== PHONE.width) return;
  // A resize settles over a few frames (the charts measure their box again): poll until it holds.
  await page.setViewportSize(NARROW);
  await expect.poll(() => layoutProblems(page), { message: `${screen} at 320 px` }).toEqual([]);
  await page.setViewportSize(PHONE);
  await doubleTheText(page);
  await expect
    .poll(() => layoutProblems(page), { message: `${screen} with its text at 200 %` })
    .toEqual([]);
  await restoreTheText(page);
}

/**
 * Opens a signed-in screen and waits for what shows it is there. A test's first screen is a full
 * load (the console's bundle, the session, the texts); every later one goes through the console's
 * own router, as staff moving around it reach it, instead of another full load (76 loads fewer in
 * the walk; with the shared sessions and axe's script once per document, a fifth of its CPU:
 * docs/benchmarks.md). The screen left behind is marked first and must be gone, so `ready` never
 * matches what it showed.
 */
async function openScreen(page: Page, address: string, ready: string) {
  if (page.url() === 'about:blank') await page.goto(address);
  else {
    await page
      .locator('main > *')
      .evaluateAll((left) => left.forEach((element) => element.setAttribute('data-walk-left', '')));
    await followRouter(page, address);
    await expect(page.locator('main [data-walk-left]')).toHaveCount(0);
  }
  await expect(page.locator(ready).first()).toBeVisible();
}

/**
 * Moves the console to an address through its router, as the browser's Back and Forward do (a
 * history entry, then `popstate`, which the router follows), from the top of the page and with
 * nothing focused, as a full load would start.
 */
async function followRouter(page: Page, address: string) {
  await page.evaluate((to) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

const LIVE = { en: 'Live', vi: 'Trực tiếp' } as const;
const CANCEL = { en: 'Cancel the reservation', vi: 'Hủy đặt phòng' } as const;

/** Opens the screen's first Edit form and runs axe on it. */
async function openFirstEditForm(
  page: Page,
  language: 'en' | 'vi',
  name: string,
  tenant: ConsoleTenant,
) {
  await page.getByRole('button', { name: EDIT[language] }).first().click();
  await expect(page.locator('main form')).toBeVisible();
  await checkScreen(page);
  await screenshot(page, tenant, `${name}-form-${language}`);
}

/** Opens every chart's table of the manager's day and runs axe on them. */
async function openFiguresTables(page: Page, tenant: ConsoleTenant, language: 'en' | 'vi') {
  const summaries = page.locator('main details > summary');
  for (const summary of await summaries.all()) await summary.click();
  await expect(page.locator('main details table').first()).toBeVisible();
  await checkScreen(page);
  await screenshot(page, tenant, `start-manager-tables-${language}`);
}

const RESERVE_FOR_GUEST = { en: /^Reserve for a guest: /, vi: /^Đặt chỗ cho khách: / } as const;
const FIND_GUEST = { en: 'Reservation number or guest name', vi: 'Số đặt phòng hoặc tên khách' };

/** The concierge reserves a session for a guest: the form with the guests found, under axe. */
async function openReserveForGuest(page: Page, language: 'en' | 'vi', tenant: ConsoleTenant) {
  await openScreen(page, '/staff/programs', 'main section');
  await page.getByRole('button', { name: RESERVE_FOR_GUEST[language] }).first().click();
  await page.getByLabel(FIND_GUEST[language]).fill(`${tenant.config.hotelCode}1001`);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await checkScreen(page);
  await screenshot(page, tenant, `programs-reserve-for-guest-${language}`);
}

const QUICK_REPLIES = { en: 'Quick replies', vi: 'Trả lời nhanh' } as const;
const ADD_QUICK_REPLY = { en: 'Add a quick reply', vi: 'Thêm câu trả lời nhanh' } as const;
const SAVE = { en: 'Save', vi: 'Lưu' } as const;
const GUEST_QUESTION = {
  en: 'Is the pool open after 9 pm?',
  vi: 'Hồ bơi có mở cửa sau 9 giờ tối không?',
} as const;

/** A guest of the hotel (David Miller, arriving tomorrow) writes to it from the portal's Messages. */
async function guestWritesToHotel(browser: Browser, tenant: ConsoleTenant, text: string) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${tenant.port}` });
  const guest = await context.newPage();
  await signInDemoGuest(guest, tenant, `${tenant.config.hotelCode}1005`);
  await guest.goto('/messages');
  await guest.getByLabel('Your message').fill(text);
  await guest.getByRole('button', { name: 'Send' }).click();
  await expect(guest.getByText('Sent').last()).toBeVisible();
  await context.close();
}

/**
 * The manager's quick reply form, sent empty: every field says what is missing, under axe; then
 * filled in and saved, the list with it under axe.
 */
async function openQuickReplyForm(page: Page, tenant: ConsoleTenant, language: 'en' | 'vi') {
  await page.getByRole('button', { name: ADD_QUICK_REPLY[language] }).click();
  await page.getByRole('button', { name: SAVE[language] }).click();
  const fields = page.locator('main [aria-invalid="true"]');
  await expect(fields.first()).toBeVisible();
  await checkScreen(page);
  await screenshot(page, tenant, `quick-reply-form-${language}`);
  const title = `Late check-out ${Date.now().toString(36)}`;
  for (const field of await page.locator('main form :is(input, textarea)').all())
    await field.fill(title);
  await page.getByRole('button', { name: SAVE[language] }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  // The "saved" toast leaves by itself after 2 s, fading: the list is checked once it has gone, as
  // axe reads a fading toast's colours half-way (the kit's stories check the toast itself).
  await expect(page.getByRole('alert').filter({ hasText: title })).toBeHidden();
  await checkScreen(page);
  await screenshot(page, tenant, `quick-replies-list-${language}`);
}
