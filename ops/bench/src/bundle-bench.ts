import {
  bundleReports,
  HOME_BUDGET_KB,
  LOGIN_BUDGET_KB,
} from '@portal/scripts/src/bundle-budget.ts';
import { mark, table, type Section } from './report.ts';

/** gzip KB per tenant of /login, /home and each route chunk, from the bundle-budget check. */
export async function benchBundles(): Promise<Section> {
  const reports = await bundleReports();
  const tenants = reports.map((report) => report.tenant);
  const summary = table(
    [
      'tenant',
      '/login KB gz',
      '/home KB gz',
      `/login ≤ ${LOGIN_BUDGET_KB} (budget)`,
      `/home ≤ ${HOME_BUDGET_KB} (budget)`,
      'contents check',
    ],
    reports.map((report) => [
      report.tenant,
      report.loginKb,
      report.homeKb,
      mark(report.loginKb <= LOGIN_BUDGET_KB),
      mark(report.homeKb <= HOME_BUDGET_KB),
      report.problems.length ? report.problems.join('; ') : '✔ own config only, no server text',
    ]),
  );
  const routes = [
    ...new Set(reports.flatMap((report) => report.routeChunks.map((chunk) => chunk.route))),
  ].sort();
  const chunks = table(
    ['route chunk (KB gz beyond /login)', ...tenants],
    routes.map((route) => [
      route,
      ...reports.map(
        (report) => report.routeChunks.find((chunk) => chunk.route === route)?.kb ?? '–',
      ),
    ]),
  );
  for (const report of reports) {
    console.log(
      `  ${report.tenant}: /login ${report.loginKb} KB, /home ${report.homeKb} KB, ${report.routeChunks.length} route chunks`,
    );
  }
  return {
    id: 'bundle',
    title: 'Bundle size (gzip)',
    body: `JavaScript a screen needs before it is interactive, gzip level 9 of the built files (Vite manifest
closure; /home adds the API client loaded with the first call and the parts of the contract it calls).
Budgets ${LOGIN_BUDGET_KB} KB for /login and ${HOME_BUDGET_KB} KB for /home, the issue's targets (each fails \`npm test\`).

${summary}

${routes.length ? chunks : '_No lazily loaded route chunk yet._'}`,
  };
}
