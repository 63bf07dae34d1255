import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test.ts';
import { expectScreen, openScreen, reachRoute, settle, type Language } from './support/session.ts';
import { builtRoutes } from './support/spec-routes.ts';

/** The WCAG 2.2 AA rule set, as axe tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Violations in a form that says where to look: rule, impact, the element and why. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 200) ?? ''}`,
    ),
  );
}

/**
 * Every route in esg. Contrast depends on each hotel's theme colour (the kit's palette tests hold
 * every tenant to 4.5:1), so the other two hotels run the screens that show the most of it.
 */
const THEMED_ROUTES = new Set([
  '/login',
  '/home',
  '/in-room-service',
  '/cart',
  '/programs',
  '/local-tips',
  '/my-reservation',
  '/check-in',
]);

test.describe('axe WCAG 2.2 AA on every route of the portal', () => {
  for (const route of builtRoutes()) {
    const tag = THEMED_ROUTES.has(route.pattern) ? ' @all-tenants' : '';
    test(`${route.pattern} has no violation in English and Vietnamese${tag}`, async ({
      page,
      request,
      tenant,
    }) => {
      const found: string[] = [];
      for (const language of ['en', 'vi'] as Language[]) {
        const { path } = await reachRoute(request, tenant, route, page, language);
        await openScreen(page, route, path);
        await expectScreen(page, path);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        found.push(...(await axeViolations(page)).map((violation) => `[${language}] ${violation}`));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  test('the side menu, opened, has no violation @all-tenants', async ({
    page,
    request,
    tenant,
  }) => {
    const home = builtRoutes().find((route) => route.pattern === '/home');
    if (!home) throw new Error('/home is not in the router');
    const { path } = await reachRoute(request, tenant, home, page, 'en');
    await page.goto(path);
    await settle(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const found = await axeViolations(page);
    expect(found, found.join('\n')).toEqual([]);
  });

  test('a failed sign-in (error shown in the form) has no violation', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Missing surname')).toBeVisible();
    const found = await axeViolations(page);
    expect(found, found.join('\n')).toEqual([]);
  });
});
