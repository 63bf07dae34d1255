import type { TenantConfig } from './tenant-config.ts';
import { discoverTenants, readTenant, tenantsRoot } from './discover-tenants.ts';
import { TenantConfigError, parseTenantConfig } from './parse-tenant-config.ts';

export { TenantConfigError, parseTenantConfig };

/** The ids of the hotels found under the tenants root when this module was first imported. */
export const TENANT_IDS: readonly string[] = discoverTenants().map((tenant) => tenant.id);
/** A tenant's id: the name of its folder under `tenants/`. */
export type TenantId = string;

export function isTenantId(value: string): value is TenantId {
  return TENANT_IDS.includes(value);
}

/** Names the tenant or throws with the valid ids. */
export function assertTenantId(value: string | undefined): TenantId {
  if (value && isTenantId(value)) return value;
  throw new TenantConfigError(
    `Unknown tenant "${value ?? ''}". Valid tenants: ${TENANT_IDS.join(', ')}.`,
  );
}

/** Loads one tenant's config (and only that one), overriding the API base URL when given. */
export async function loadTenant(
  id: string | undefined,
  overrides: { apiBaseUrl?: string | undefined } = {},
): Promise<TenantConfig> {
  const tenantId = assertTenantId(id);
  const tenant = readTenant(tenantsRoot(), tenantId);
  if (!overrides.apiBaseUrl) return tenant;
  return parseTenantConfig({ ...tenant, apiBaseUrl: overrides.apiBaseUrl }, `tenants/${tenantId}`);
}
