import { expect, test } from '../support/portal-test.ts';
import { openScreen, reachRoute } from './support/session.ts';
import { builtRoutes } from './support/spec-routes.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** The built portal runs under the API's strict policy: nothing it does is refused. */
test.describe('the Content-Security-Policy in use @all-tenants', () => {
  test('the page carries the policy and no inline script', async ({ page }) => {
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent?.slice(0, 80)));
    expect(inline).toEqual([]);
  });

  test('no screen breaks the policy (no refused script, style, image, font or call)', async ({
    page,
    request,
    tenant,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(
          `${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`,
        );
      });
    });
    const violations: string[] = [];
    for (const route of builtRoutes()) {
      const { path } = await reachRoute(request, tenant, route, page, 'en');
      await openScreen(page, route, path);
      violations.push(...(await page.evaluate(() => window.cspViolations ?? [])));
    }
    expect(violations, violations.join('\n')).toEqual([]);
  });
});
