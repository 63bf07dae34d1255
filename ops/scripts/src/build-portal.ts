import { buildTenantBundles, tenantFlagOrUsage, type TenantApp } from './build-tenant-bundles.ts';
import { flag } from './run-command.ts';

export { importTenantLoader } from './build-tenant-bundles.ts';

export const GUEST_PORTAL: TenantApp = {
  label: 'portal',
  filter: '@portal/guest-portal',
  dist: 'apps/guest-portal/dist',
};

/** Builds one hotel's bundle (or all) into apps/guest-portal/dist/<id>/ through turbo. */
export function buildPortal(requested: string): Promise<number> {
  return buildTenantBundles(GUEST_PORTAL, requested);
}

if (import.meta.main) {
  const requested = await tenantFlagOrUsage(flag(process.argv.slice(2), 'tenant'), 'build:portal');
  process.exit(await buildPortal(requested));
}
