import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import {
  demoGuest,
  freshGuest,
  type SignInDetails,
  type Story,
} from '../../support/demo-guests.ts';
import type { E2eTenant } from '../../support/e2e-tenants.ts';
import { tenantConfig } from '../../support/stay.ts';
import { guestApi, type GuestApi, type SpecRoute } from './spec-routes.ts';
import { waitForQuietNetwork } from '@portal/chromium/quiet-network';

export type Language = 'en' | 'vi';

const tokens = new Map<string, string>();

/** Signs a guest in through the API (the journeys of sign-in itself prove the form). */
export async function apiSignIn(
  request: APIRequestContext,
  tenant: E2eTenant,
  guest: SignInDetails,
): Promise<string> {
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
  const token = String(((await response.json()) as { accessToken: string }).accessToken);
  tokens.set(key, token);
  return token;
}

/** Stores the session and language before the portal starts, as a returning guest has them. */
export async function prepareStorage(page: Page, token: string | null, language: Language) {
  await page.addInitScript(
    ([accessToken, lang]) => {
      if (accessToken) localStorage.setItem('access_token', accessToken);
      localStorage.setItem('language', lang);
    },
    [token, language] as const,
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
  const token = await apiSignIn(request, tenant, guest);
  const api = guestApi(request, tenantConfig(tenant).hotelKey, token);
  await prepareStorage(page, token, language);
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
