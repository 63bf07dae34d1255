import { expect, test } from '../support/portal-test.ts';
import { openScreen, reachRoute } from './support/session.ts';
import { builtRoutes } from './support/spec-routes.ts';

/** A screen that works logs no error: an error in the console is a bug a guest may meet. */
test('no built screen logs an error or an uncaught exception to the console @all-tenants', async ({
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
  for (const route of builtRoutes()) {
    for (const language of ['en', 'vi'] as const) {
      const { path } = await reachRoute(request, tenant, route, page, language);
      at = `${path} (${language})`;
      await openScreen(page, route, path);
    }
  }
  expect(errors, errors.join('\n')).toEqual([]);
});
