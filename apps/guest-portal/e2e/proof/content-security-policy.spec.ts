import { expect, test } from '../support/portal-test.ts';

/**
 * The built portal runs under the API's strict policy. That no screen breaks it is proven on the
 * walk over every screen in every-screen.spec.ts.
 */
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
});
