import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import {
  demoGuest,
  freshGuest,
  type SignInDetails,
  type Story,
} from '../../support/demo-guests.ts';
import type { E2eTenant } from '../../support/e2e-tenants.ts';
import { untilReactHolds } from '../../support/portal-test.ts';
import { tenantConfig } from '../../support/stay.ts';
import { guestApi, type GuestApi, type SpecRoute } from './spec-routes.ts';
import { waitForQuietNetwork } from '@portal/chromium/quiet-network';

export type Language = 'en' | 'vi';

/** A signed-in guest's session cookie and its CSRF token, as a sign-in answered them. */
export interface ApiSession {
  token: string;
  csrfToken: string;
}

const tokens = new Map<string, ApiSession>();

/** Signs a guest in through the API (the journeys of sign-in itself prove the form). */
export async function apiSignIn(
  request: APIRequestContext,
  tenant: E2eTenant,
  guest: SignInDetails,
): Promise<ApiSession> {
  const key = `${tenant.id}:${guest.reservation}`;
  const cached = tokens.get(key);
  if (cached) return cached;
  const response = await request.post('/api/auth/sign-in', {
    headers: { [HOTEL_KEY_HEADER]: tenantConfig(tenant).hotelKey },
    // The given name tells a family sharing the surname apart (ESG1003); for anyone else it just matches.
    data: {
      reservation: guest.reservation,
      arrivalDate: guest.arrivalDate,
      surname: guest.surname,
      givenName: guest.firstName,
    },
  });
  if (!response.ok())
    throw new Error(
      `Sign-in of ${guest.reservation} answered ${response.status()}: ${await response.text()}`,
    );
  const cookie = response
    .headersArray()
    .find(
      (header) =>
        header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('portal_guest='),
    );
  const token = /^portal_guest=([^;]+)/.exec(cookie?.value ?? '')?.[1];
  if (!token) throw new Error(`Sign-in of ${guest.reservation} set no session cookie`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const session = { token, csrfToken };
  tokens.set(key, session);
  return session;
}

/** Stores the session and language before the portal starts, as a returning guest has them. */
export async function prepareStorage(page: Page, session: ApiSession | null, language: Language) {
  // The language cookie is what the portal tells the server of the guest's choice.
  await page
    .context()
    .addCookies([{ name: 'language', value: language, domain: '127.0.0.1', path: '/' }]);
  if (session) {
    await page.context().addCookies([
      {
        name: 'portal_guest',
        value: session.token,
        domain: '127.0.0.1',
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
  }
  await page.addInitScript(
    ([csrfToken, lang]) => {
      if (csrfToken) localStorage.setItem('guest_csrf', csrfToken);
      localStorage.setItem('language', lang);
    },
    [session?.csrfToken ?? null, language] as const,
  );
}

export interface OpenedRoute {
  path: string;
  api: GuestApi | null;
}

/** Opens the screen as a guest gets there: by its address, or through the flow it belongs to. */
export async function openScreen(page: Page, route: SpecRoute, path: string) {
  if (route.through) {
    await page.goto(route.through.path);
    await settle(page);
    await route.through.steps(page);
    await page.waitForURL((url) => url.pathname === path);
  } else {
    await page.goto(path);
  }
  await settle(page);
}

/** Signs in whoever the route needs (a private copy when it mutates) and works out its path. */
export async function reachRoute(
  request: APIRequestContext,
  tenant: E2eTenant,
  route: SpecRoute,
  page: Page,
  language: Language,
): Promise<OpenedRoute> {
  if (!route.story) {
    await prepareStorage(page, null, language);
    return { path: route.pattern, api: null };
  }
  const guest = route.mutates
    ? freshGuest(tenant, route.story as Story)
    : demoGuest(tenant, route.story as Story);
  const session = await apiSignIn(request, tenant, guest);
  const api = guestApi(request, tenantConfig(tenant).hotelKey, session.token);
  await prepareStorage(page, session, language);
  return { path: route.resolve ? await route.resolve(api) : route.pattern, api };
}

/** Waits until the screen has its data: no request in flight and no loading overlay. */
export async function settle(page: Page) {
  await waitForQuietNetwork(page);
  await page
    .getByRole('status', { name: /loading|đang tải/i })
    .waitFor({ state: 'hidden', timeout: 7_000 })
    .catch(() => undefined);
  await page.locator('h1, h2').first().waitFor({ state: 'visible', timeout: 7_000 });
}

/** The screen itself is shown: not the not-found page, the error screen or a failed load. */
export async function expectScreen(page: Page, path: string) {
  expect(new URL(page.url()).pathname, `${path} stayed where it was opened`).toBe(path);
  await expect(
    page.getByText(/Page not found|Không tìm thấy trang|^(Error|Lỗi) \d{3}:/),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: /^(Try again|Thử lại)$/ }),
    `${path} loaded its data`,
  ).toHaveCount(0);
}

/** Waits until React holds the server's page: what is tapped before is the bare HTML's. */
export async function untilPortalHolds(page: Page) {
  await untilReactHolds(page.locator('#root > *').first());
}

/**
 * Moves to `path` inside the portal, as its links and the browser's back button do: React
 * Router follows the history (popstate) and renders the screen in the browser, which reads the
 * screen's data itself. (On a page load the server reads a screen's first data.)
 */
export async function navigateInApp(page: Page, path: string) {
  await untilPortalHolds(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}
