import { buildTenantBundles, tenantFlagOrUsage, type TenantApp } from './build-tenant-bundles.ts';
import { flag } from './run-command.ts';

export const STAFF_CONSOLE: TenantApp = {
  label: 'staff console',
  filter: '@portal/staff-console',
  dist: 'apps/staff-console/dist',
};

/** Builds one hotel's staff console (or all) into apps/staff-console/dist/<id>/ through turbo. */
export function buildConsole(requested: string): Promise<number> {
  return buildTenantBundles(STAFF_CONSOLE, requested);
}

if (import.meta.main) {
  const requested = await tenantFlagOrUsage(flag(process.argv.slice(2), 'tenant'), 'build:console');
  process.exit(await buildConsole(requested));
}
