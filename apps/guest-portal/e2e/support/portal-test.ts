import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { e2eTenant, type E2eTenant } from './e2e-tenants.ts';
import type { SignInDetails } from './demo-guests.ts';
import { tenantConfig } from './stay.ts';

export const test = base.extend<{ tenant: E2eTenant }>({
  tenant: async ({}, use, testInfo) => {
    await use(e2eTenant(testInfo.project.name));
  },
});

export { expect };

/**
 * Waits until React holds this element of the server's page. The portal hands a tap made before
 * then to React once it does (src/app/early-input.ts), but a journey that taps and checks at once
 * should act on React's page, as on any later screen.
 */
export async function untilReactHolds(element: Locator) {
  await expect.poll(() => reactHolds(element)).toBe(true);
}

/** Whether React holds this element of the server's page now (its props are on the node). */
export function reactHolds(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactProps')),
  );
}

/**
 * Waits until React holds the server's page (`untilReactHolds` on its first element, past the
 * resources React's render may leave in front): taps and typing before it are the bare HTML's.
 */
export async function untilHydrated(page: Page) {
  await untilReactHolds(page.locator('#root > :not(link, meta, script, style, title)').first());
}

/**
 * Signs in through the /login form as a user would, in English, and waits for home. When the
 * hotel asks for the given name (a family sharing the surname), the guest types theirs.
 */
export async function signIn(
  page: Page,
  guest: SignInDetails,
  options: { by?: 'number' | 'email' } = {},
) {
  await page.goto('/login');
  await untilReactHolds(page.getByRole('button', { name: 'Sign in' }));
  await page
    .getByLabel('Reservation number or email')
    .fill(options.by === 'email' ? guest.email : guest.reservation);
  await page.getByLabel('Arrival date').fill(guest.arrivalDate);
  await page.getByLabel('Surname').fill(guest.surname);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const givenName = page.getByLabel('Given name');
  await expect(page.getByRole('heading', { name: /^Hello, / }).or(givenName)).toBeVisible();
  if (await givenName.isVisible()) {
    await givenName.fill(guest.firstName);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Signs the guest in through the API: the session is the HttpOnly cookie the answer sets in the
 * page's browser (page.request shares its cookies). No script runs: for a page without JavaScript too.
 */
export async function startSession(page: Page, tenant: E2eTenant, guest: SignInDetails) {
  const signInWith = (details: Record<string, string>) =>
    page.request.post('/api/auth/sign-in', {
      headers: { [HOTEL_KEY_HEADER]: tenantConfig(tenant).hotelKey },
      data: details,
    });
  const details = {
    reservation: guest.reservation,
    arrivalDate: guest.arrivalDate,
    surname: guest.surname,
  };
  let response = await signInWith(details);
  // As on the form: the given name only when the hotel asks for it (a family sharing the surname).
  if (
    !response.ok() &&
    ((await response.json()) as { code?: string }).code === 'GIVEN_NAME_REQUIRED'
  )
    response = await signInWith({ ...details, givenName: guest.firstName });
  expect(response.ok(), `sign-in of ${guest.reservation}: ${await response.text()}`).toBe(true);
}

/**
 * Signs in through the API and opens home (or `screen`) with the session stored, as a returning
 * guest has it: for every journey that is not about signing in (sign-in.spec.ts proves the form).
 */
export async function signInThroughApi(
  page: Page,
  tenant: E2eTenant,
  guest: SignInDetails,
  screen = '/home',
) {
  await startSession(page, tenant, guest);
  // The server's page hands the portal the session's CSRF token (src/main.tsx).
  await page.goto(screen);
  await untilHydrated(page);
  if (screen === '/home')
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
}

/**
 * The guest's session in the page's browser: its HttpOnly cookie, which no script of the page can
 * read. The test reads it from the browser to act as the guest from elsewhere (another phone).
 */
export async function sessionTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((kept) => kept.name === 'portal_guest');
  if (!cookie) throw new Error('Not signed in');
  return cookie.value;
}

/** A phone-viewport screenshot kept with the test results, named by tenant and language. */
export async function screenshot(page: Page, tenant: E2eTenant, name: string) {
  // `npm test` asserts and does not look: it sets E2E_SCREENSHOTS=off (failures keep theirs).
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await page.screenshot({ path: `test-results/screens/${tenant.id}-${name}.png`, fullPage: true });
}

/**
 * Taps a link or button once React holds it: the app's own navigation, whose data the browser
 * reads (where a page.route can answer it). A tap before hydration is the browser's own page load,
 * whose first data the server reads.
 */
export async function tapInApp(target: Locator) {
  await untilReactHolds(target);
  await target.click();
}

/** Opens a screen from the side menu, in English: the browser reads its data, not the server. */
export async function openFromMenu(page: Page, entry: string) {
  await tapInApp(page.getByRole('button', { name: 'Open menu' }));
  await tapInApp(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: entry, exact: true }),
  );
}
