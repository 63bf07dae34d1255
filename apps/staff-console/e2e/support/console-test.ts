import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { consoleTenant, type ConsoleTenant } from './console-tenants.ts';

export const test = base.extend<{ tenant: ConsoleTenant }>({
  tenant: async ({}, use, testInfo) => {
    await use(consoleTenant(testInfo.project.name));
  },
});

export { expect };

export interface StaffLogin {
  email: string;
  password: string;
  name: string;
}

/** The hotel's demo manager, seeded by the API (apps/guest-api/src/platform/sign-in/demo-staff.ts). */
export function demoManager(tenant: ConsoleTenant): StaffLogin {
  const code = tenant.config.hotelCode.toLowerCase();
  return {
    email: `manager@${code}.demo`,
    password: `manager-demo-${code}-2026`,
    name: 'Minh (manager)',
  };
}

let counter = 0;
/** An e-mail no other journey uses, so journeys running at once never share an account. */
export function freshEmail(tenant: ConsoleTenant, what: string): string {
  counter += 1;
  return `${what}-${Date.now().toString(36)}-${counter}@${tenant.config.hotelCode.toLowerCase()}.demo`;
}

/** Signs in through the console's form, in English, and waits for the signed-in shell. */
export async function signIn(page: Page, login: StaffLogin) {
  await page.goto('/staff/sign-in');
  await page.getByLabel('E-mail').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The start screen, whatever the width (on a phone the navigation waits behind the menu).
  await expect(page).toHaveURL(/\/staff\/?$/);
  await expect(page.locator('main h1')).toBeVisible();
}

/**
 * Signs in through the API, for journeys that are not about the form: the session's cookie lands in
 * the page's own context (the form is proven by session.spec.ts and the every-screen walk's sign-in
 * screen). The journey then opens its first screen itself. A browser context signs in the same way
 * (its `request` shares the context's cookies).
 */
export async function signInThroughApi(
  page: Pick<Page, 'request'>,
  tenant: ConsoleTenant,
  login: StaffLogin,
) {
  const session = await page.request.post('/api/staff/session', {
    headers: { [HOTEL_KEY_HEADER]: tenant.config.hotelKey },
    data: { email: login.email, password: login.password },
  });
  expect(session.status(), `sign-in of ${login.email}`).toBe(200);
}

/**
 * Adds an account as the demo manager through the API itself (sign-in, then the write with the
 * session's CSRF token), for journeys that need an account of their own.
 */
export async function addAccountThroughApi(
  request: APIRequestContext,
  tenant: ConsoleTenant,
  role: 'front-desk' | 'kitchen' | 'concierge' | 'manager',
): Promise<StaffLogin> {
  const headers = { [HOTEL_KEY_HEADER]: tenant.config.hotelKey };
  const manager = demoManager(tenant);
  const session = await request.post('/api/staff/session', {
    headers,
    data: { email: manager.email, password: manager.password },
  });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const email = freshEmail(tenant, role);
  const login = {
    email,
    password: `journey-${role}-password-${Date.now()}`,
    // Unique like the e-mail: journeys find the account's card by its name.
    name: `Journey ${email.split('@')[0] ?? role}`,
  };
  const added = await request.post('/api/staff/accounts', {
    headers: { ...headers, 'x-csrf-token': csrfToken },
    data: { ...login, role },
  });
  expect(added.status()).toBe(201);
  return login;
}

/** A screenshot kept with the test results, named by hotel, screen, language and width. */
export async function screenshot(page: Page, tenant: ConsoleTenant, name: string) {
  // `npm test` asserts and does not look: it sets E2E_SCREENSHOTS=off (failures keep theirs).
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `test-results/screens/${tenant.id}-${name}-${width}.png`,
    fullPage: true,
  });
}
