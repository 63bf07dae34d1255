import type { Page } from '@playwright/test';
import type { E2eTenant } from './e2e-tenants.ts';
import { untilHydrated } from './portal-test.ts';

/** The hotel's own config, as its bundle carries it. */
export function tenantConfig(tenant: E2eTenant) {
  return tenant.config;
}

/** Switches the portal to Vietnamese the way a returning guest has it: stored, then restored at start. */
export async function useVietnamese(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.reload();
  await untilHydrated(page);
}

declare global {
  interface Window {
    openedChannels?: [string, string | undefined][];
  }
}

/** Records what the portal opens with window.open (contact channels) instead of leaving the page. */
export async function recordOpenedChannels(page: Page) {
  await page.addInitScript(() => {
    window.openedChannels = [];
    window.open = (url?: string | URL, target?: string) => {
      window.openedChannels?.push([String(url), target]);
      return null;
    };
  });
}

export async function openedChannels(page: Page) {
  return page.evaluate(() => window.openedChannels ?? []);
}

/** The API answer of a call the page makes next, e.g. `apiResponse(page, 'POST', '/api/reservation/cancel')`. */
export function apiResponse(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method && new URL(response.url()).pathname === path,
  );
}
