import type { Page } from '@playwright/test';
import { demoGuest, freshGuest } from './support/demo-guests.ts';
import {
  expect,
  signIn,
  signInThroughApi,
  startSession,
  test,
  reactHolds,
  untilReactHolds,
} from './support/portal-test.ts';
import { waitForQuietNetwork } from '@portal/chromium/quiet-network';

declare global {
  interface Window {
    layoutShift?: number;
    removedHeadings?: number;
  }
}

/**
 * Sums the page's layout shifts and counts headings React threw away (a page drawn anew); and
 * what differed between the server's page and the browser's render (main.tsx says so aloud).
 */
async function watchTakeOver(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|differs from the server/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    window.layoutShift = 0;
    window.removedHeadings = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLElement && node.querySelector('h1, h2'))
            window.removedHeadings = (window.removedHeadings ?? 0) + 1;
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

// The server renders every page for its request, with the guest's data
// (docs/adr/0018-server-rendered-pages.md): without any script, the page is whole.
test.describe('the first response draws the screen, before any script @all-tenants', () => {
  test.use({ javaScriptEnabled: false });

  test('/login: the sign-in heading and the whole form', async ({ page, tenant }) => {
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { name: `Welcome to ${tenant.displayName}` }),
    ).toBeVisible();
    await expect(page.getByLabel('Reservation number or email')).toBeVisible();
    await expect(page.getByLabel('Arrival date')).toBeVisible();
    await expect(page.getByLabel('Surname')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test("a signed-in route: the shell and the screen with the guest's own data", async ({
    page,
    tenant,
  }) => {
    const guest = demoGuest(tenant, 'arrived');
    await startSession(page, tenant, guest);
    await page.goto('/my-reservation');
    await expect(page.getByRole('heading', { name: 'My reservation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: tenant.displayName })).toBeVisible();
    await expect(page.getByText(guest.reservation).first()).toBeVisible();
    await expect(page.getByText(guest.surname).first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
  });

  test('without a session, a signed-in route is the sign-in page', async ({ page, tenant }) => {
    await page.goto('/my-reservation');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('heading', { name: `Welcome to ${tenant.displayName}` }),
    ).toBeVisible();
  });

  test('a guest who chose Vietnamese gets the page in Vietnamese', async ({ page, tenant }) => {
    await page
      .context()
      .addCookies([{ name: 'language', value: 'vi', url: `http://127.0.0.1:${tenant.port}` }]);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(
      page.getByRole('heading', { name: `Chào mừng đến ${tenant.displayName}` }),
    ).toBeVisible();
  });
});

test.describe("React takes the server's page over", () => {
  test('/login: hydrated in place, no hydration error, no layout shift @all-tenants', async ({
    page,
    tenant,
  }) => {
    const problems = await watchTakeOver(page);
    await page.goto('/login');
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    await untilReactHolds(signInButton);
    const surname = page.getByLabel('Surname');
    await surname.fill('Nguyen');
    // The form is React's now: a sign-in without the other fields is refused on the page.
    await signInButton.click();
    await expect(page.getByLabel('Reservation number or email')).toBeFocused();
    await expect(surname).toHaveValue('Nguyen');
    await expect(
      page.getByRole('heading', { name: `Welcome to ${tenant.displayName}` }),
    ).toBeVisible();
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => window.removedHeadings)).toBe(0);
    expect(await page.evaluate(() => window.layoutShift)).toBe(0);
  });

  test('in Vietnamese: hydrated in the language the page came in', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.context().addCookies([{ name: 'language', value: 'vi', url: page.url() }]);
    const problems = await watchTakeOver(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => window.removedHeadings)).toBe(0);
  });

  test('a signed-in route: in place, with no hydration error and no shift', async ({
    page,
    tenant,
  }) => {
    await signIn(page, demoGuest(tenant, 'arrived'));
    const problems = await watchTakeOver(page);
    await page.goto('/balance-and-bills');
    await expect(page.getByRole('heading', { name: 'Balance and bills' })).toBeVisible();
    await expect(page.getByText(/Reservation/).first()).toBeVisible();
    await waitForQuietNetwork(page);
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => window.layoutShift)).toBe(0);
  });

  // The toasts' host arrives after the screen is drawn. A rule it added to the page's root would
  // make the browser restyle every element: on the check-in form, a 150 ms task on a slow phone.
  test('the toasts arrive after the screen without a rule on the page’s root', async ({
    page,
    tenant,
  }) => {
    await signIn(page, demoGuest(tenant, 'arrived'));
    await page.goto('/home');
    await expect(page.locator('.Toastify')).toHaveCount(1);
    // The selectors of the rules that set react-toastify's colour variables.
    const selectors = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter(
          (rule): rule is CSSStyleRule =>
            rule instanceof CSSStyleRule &&
            [...rule.style].some((property) => property.startsWith('--toastify-')),
        )
        .map((rule) => rule.selectorText),
    );
    expect(selectors).toContain('.Toastify');
    expect(selectors.filter((selector) => /:root|html|body|^\*/.test(selector))).toEqual([]);
  });
});

/** Holds the scripts whose address matches until `release`: the page stays the server's. */
async function holdScripts(page: Page, address: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every address the page was loaded from, and every message the portal sent. */
function watchAddressesAndMessages(page: Page) {
  const addresses: string[] = [];
  const messagesSent: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(request.url());
    if (request.method() === 'POST' && new URL(request.url()).pathname === MESSAGES_CALL)
      messagesSent.push(request.postData() ?? '');
  });
  return { addresses, messagesSent };
}

const MESSAGES_CALL = '/api/conversation/messages';

// What a guest types and taps on the server's page before React holds it (src/app/early-input.ts).
test.describe('input before the script takes over', () => {
  test.use({ serviceWorkers: 'block' });

  test('a message typed and sent while the screen’s code loads is sent once it has, once', async ({
    page,
    tenant,
  }) => {
    await startSession(page, tenant, freshGuest(tenant, 'arrived'));
    const release = await holdScripts(page, /\/assets\/messages-page-[\w-]+\.js$/);
    const { addresses, messagesSent } = watchAddressesAndMessages(page);
    await page.goto('/messages', { waitUntil: 'domcontentloaded' });
    const question = 'Is breakfast served on the terrace?';
    await page.getByLabel('Your message').fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await reactHolds(page.getByRole('button', { name: 'Send' }))).toBe(false);

    release();
    const thread = page.getByRole('list', { name: /^Your conversation with / });
    await expect(thread.getByRole('listitem').filter({ hasText: question })).toContainText('Sent');
    await expect(page.getByLabel('Your message')).toHaveValue('');
    expect(messagesSent).toHaveLength(1);
    expect(messagesSent[0]).toContain(question);
    expect(addresses.filter((address) => new URL(address).search !== '')).toEqual([]);
  });

  test('a sign-in tapped before any script runs does nothing: the fields stay, out of the address', async ({
    page,
    tenant,
  }) => {
    const guest = demoGuest(tenant, 'arrived');
    const release = await holdScripts(page, /\/assets\/index-[\w-]+\.js$/);
    const { addresses } = watchAddressesAndMessages(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Reservation number or email').fill(guest.reservation);
    await page.getByLabel('Arrival date').fill(guest.arrivalDate);
    await page.getByLabel('Surname').fill(guest.surname);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Surname')).toHaveValue(guest.surname);
    expect(addresses).toHaveLength(1);

    release();
    await untilReactHolds(page.getByRole('button', { name: 'Sign in' }));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
    expect(addresses.filter((address) => address.includes(guest.surname))).toEqual([]);
  });
});

test.describe('the first visible picture', () => {
  test('is fetched at once with high priority; the pictures below load lazily', async ({
    page,
    tenant,
  }) => {
    await signIn(page, demoGuest(tenant, 'arrived'));
    for (const screen of ['/programs', '/local-tips', '/special-offer', '/in-room-service']) {
      await page.goto(screen);
      const pictures = page.locator('main img, #root img');
      await expect(pictures.nth(1)).toBeAttached();
      await expect(pictures.first(), screen).toHaveAttribute('fetchpriority', 'high');
      await expect(pictures.first(), screen).not.toHaveAttribute('loading', 'lazy');
      await expect(pictures.nth(1), screen).toHaveAttribute('loading', 'lazy');
      await expect(pictures.nth(1), screen).not.toHaveAttribute('fetchpriority', 'high');
    }
    await page.goto('/programs');
    await page.locator('#root article a, #root h3 a').first().click();
    await expect(page).toHaveURL(/\/program-detail\//);
    await expect(page.locator('#root img').first()).toHaveAttribute('fetchpriority', 'high');
  });
});

test.describe("the screen's data comes with the page", () => {
  // The portal's script from the network each time, not from the service worker's cache.
  test.use({ serviceWorkers: 'block' });

  test('the browser asks the API for none of it on arrival, and the screen is whole at once', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'));
    // Nothing of /home's still under way.
    await page.goto('about:blank');
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    const problems = await watchTakeOver(page);
    await page.goto('/in-room-service');
    await expect(page.getByRole('heading', { name: 'In-room dining' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    await untilReactHolds(page.getByRole('button', { name: 'Open menu' }));
    await waitForQuietNetwork(page);
    // The profile and the menu were read by the server and came in the page; the browser only
    // opens its live stream and reads what the page does not show at first (the unread count).
    expect(asked).not.toContain('/api/customer-flow/me');
    expect(asked).not.toContain('/api/room-service/menu');
    expect(problems).toEqual([]);
  });
});
