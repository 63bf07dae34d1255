import { expect, test } from '../support/portal-test.ts';
import { openScreen, reachRoute } from './support/session.ts';
import { builtRoutes } from './support/spec-routes.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * A screen that works logs no error: an error in the console is a bug a guest may meet. The same
 * walk over every screen proves the built portal runs under the API's strict Content-Security-Policy
 * (content-security-policy.spec.ts checks the policy itself): nothing it does is refused. The
 * texts are the same in every hotel, so both languages are walked in esg and the hotel's own
 * default in the others, whose policy (their contact links) and config are their own.
 */
test('no built screen logs an error, throws, or breaks the Content-Security-Policy @all-tenants', async ({
  page,
  request,
  tenant,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  let at = '';
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(
        `${at}: ${message.text().split('\n')[0]?.slice(0, 200) ?? ''} (${message.location().url.split('/').pop() ?? ''})`,
      );
  });
  page.on('pageerror', (error) =>
    errors.push(`${at}: uncaught ${error.message.split('\n')[0]?.slice(0, 200) ?? ''}`),
  );
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`,
      );
    });
  });
  const violations: string[] = [];
  const languages = tenant.id === 'esg' ? (['en', 'vi'] as const) : [tenant.config.defaultLanguage];
  for (const route of builtRoutes()) {
    for (const language of languages) {
      const { path } = await reachRoute(request, tenant, route, page, language);
      at = `${path} (${language})`;
      await openScreen(page, route, path);
      violations.push(...(await page.evaluate(() => window.cspViolations ?? [])));
    }
  }
  expect(errors, errors.join('\n')).toEqual([]);
  expect(violations, violations.join('\n')).toEqual([]);
});
