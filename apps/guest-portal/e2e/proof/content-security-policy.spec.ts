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
    const inline = await page.locator('script:not([src])').evaluateAll((scripts) =>
      scripts.map((script) => ({
        type: script.getAttribute('type'),
        text: script.textContent?.slice(0, 80),
      })),
    );
    // The server's render comes with its data as one JSON data block, which the browser never runs
    // (so the policy needs no allowance for it); any other inline script would run.
    expect(inline.filter((script) => script.type !== 'application/json')).toEqual([]);
    expect(inline).toHaveLength(1);
  });
});
