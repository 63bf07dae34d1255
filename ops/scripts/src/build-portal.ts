import { TenantConfigError } from '@portal/tenant-schema/discover-tenants';
import { currentCommit } from './current-commit.ts';
import { flag, run } from './run-command.ts';

/** The loader reads every hotel's folder as it is imported: a broken one must be caught. */
export const importTenantLoader = () => import('@portal/tenant-schema/load-tenant');

/** Builds one hotel's bundle (or all) into apps/guest-portal/dist/<id>/ through turbo. */
export async function buildPortal(requested: string): Promise<number> {
  let tenants: string[];
  try {
    const { TENANT_IDS, assertTenantId, loadTenant } = await importTenantLoader();
    tenants = requested === 'all' ? [...TENANT_IDS] : [assertTenantId(requested)];
    // Validate every config before building anything: a broken one fails with its list.
    await Promise.all(tenants.map((id) => loadTenant(id)));
  } catch (error) {
    if (error instanceof TenantConfigError) {
      console.error(`✖ ${error.message}`);
      return 2;
    }
    throw error;
  }
  for (const tenant of tenants) {
    console.log(`› Building the ${tenant} portal into apps/guest-portal/dist/${tenant}/`);
    const code = await run(
      'turbo',
      ['run', 'build', '--filter=@portal/guest-portal', '--output-logs=errors-only'],
      {
        env: { ...process.env, PORTAL_TENANT: tenant, PORTAL_COMMIT: currentCommit() },
      },
    );
    if (code !== 0) return code;
  }
  return 0;
}

if (import.meta.main) {
  const requested = flag(process.argv.slice(2), 'tenant');
  if (!requested) {
    const { TENANT_IDS } = await importTenantLoader();
    console.error(`Usage: npm run build:portal -- --tenant <${TENANT_IDS.join('|')}|all>`);
    process.exit(2);
  }
  process.exit(await buildPortal(requested));
}
