import { TenantConfigError } from '@portal/tenant-schema/discover-tenants';
import { currentCommit } from './current-commit.ts';
import { run } from './run-command.ts';

/** The loader reads every hotel's folder as it is imported: a broken one must be caught. */
export const importTenantLoader = () => import('@portal/tenant-schema/load-tenant');

/** A React app built once per hotel: the guest portal, the staff console. */
export interface TenantApp {
  /** What the build says it builds: "portal", "staff console". */
  label: string;
  /** Its workspace package, built through turbo. */
  filter: string;
  /** Its output folder from the repo root; each hotel's bundle goes to <dist>/<id>/. */
  dist: string;
}

/** Builds one hotel's bundle of the app (or every discovered hotel's, `all`) through turbo. */
export async function buildTenantBundles(app: TenantApp, requested: string): Promise<number> {
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
    console.log(`› Building the ${tenant} ${app.label} into ${app.dist}/${tenant}/`);
    const code = await run(
      'turbo',
      ['run', 'build', `--filter=${app.filter}`, '--output-logs=errors-only'],
      {
        env: { ...process.env, PORTAL_TENANT: tenant, PORTAL_COMMIT: currentCommit() },
      },
    );
    if (code !== 0) return code;
  }
  return 0;
}

/** `--tenant <id|all>` of a build command, or its usage and exit 2. */
export async function tenantFlagOrUsage(
  requested: string | undefined,
  command: string,
): Promise<string> {
  if (requested) return requested;
  const { TENANT_IDS } = await importTenantLoader();
  console.error(`Usage: npm run ${command} -- --tenant <${TENANT_IDS.join('|')}|all>`);
  process.exit(2);
}
