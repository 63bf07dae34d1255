import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test.ts';
import { layoutProblems } from './support/layout.ts';
import { expectScreen, openScreen, reachRoute, type Language } from './support/session.ts';
import { builtRoutes, type SpecRoute } from './support/spec-routes.ts';

/** WCAG 1.4.10 reflow (320 CSS px, no sideways scrolling) and 1.4.4 resize text (200%). */
const narrow = { width: 320, height: 640 };
const phone = { width: 412, height: 915 };

async function open(
  page: Page,
  request: Parameters<typeof reachRoute>[0],
  tenant: Parameters<typeof reachRoute>[1],
  route: SpecRoute,
  language: Language,
) {
  const { path } = await reachRoute(request, tenant, route, page, language);
  await openScreen(page, route, path);
  await expectScreen(page, path);
  return path;
}

/** The header carries each hotel's name, of different lengths: login and home in all three hotels. */
const SHELL_ROUTES = ['/login', '/home'];

for (const route of builtRoutes()) {
  const tag = SHELL_ROUTES.includes(route.pattern) ? ' @all-tenants' : '';
  test.describe(`${route.pattern}${tag}`, () => {
    test('reflows at 320 px wide in English and Vietnamese: no sideways scrolling, every control reachable', async ({
      page,
      request,
      tenant,
    }) => {
      await page.setViewportSize(narrow);
      const found: string[] = [];
      for (const language of ['en', 'vi'] as Language[]) {
        await open(page, request, tenant, route, language);
        found.push(...(await layoutProblems(page)).map((problem) => `[${language}] ${problem}`));
      }
      expect(found, found.join('\n')).toEqual([]);
    });

    test('stays usable with text at 200%: no sideways scrolling, every control reachable', async ({
      page,
      request,
      tenant,
    }) => {
      await page.setViewportSize(phone);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = 'html { font-size: 200% !important; }';
          document.head.append(style);
        });
      });
      await open(page, request, tenant, route, 'vi');
      // The text did grow: the kit sizes type in rem.
      const bodySize = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.querySelector('h1, h2') ?? document.body).fontSize),
      );
      expect(bodySize).toBeGreaterThanOrEqual(32);
      const found = await layoutProblems(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}
