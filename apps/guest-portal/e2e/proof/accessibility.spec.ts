import { expect, test } from '../support/portal-test.ts';
import { axeViolations } from './support/axe.ts';
import { reachRoute, settle } from './support/session.ts';
import { builtRoutes } from './support/spec-routes.ts';

/** What the walk over every route (every-screen.spec.ts) does not open: a menu and a refusal. */
test.describe('axe WCAG 2.2 AA beyond the screens as they open', () => {
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
