import { TenantConfig } from './tenant-config.ts';

export const TENANT_IDS = ['esg', 'vct', 'ehh'] as const;
export type TenantId = (typeof TENANT_IDS)[number];

export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
}

export function isTenantId(value: string): value is TenantId {
  return (TENANT_IDS as readonly string[]).includes(value);
}

/** Names the tenant or throws with the valid ids. */
export function assertTenantId(value: string | undefined): TenantId {
  if (value && isTenantId(value)) return value;
  throw new TenantConfigError(
    `Unknown tenant "${value ?? ''}". Valid tenants: ${TENANT_IDS.join(', ')}.`,
  );
}

/** Validates a raw config; a broken one throws with a readable list of what is wrong. */
export function parseTenantConfig(raw: unknown, source: string): TenantConfig {
  const result = TenantConfig.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(config)'}: ${issue.message}`,
  );
  throw new TenantConfigError(`Tenant config ${source} is invalid:\n${problems.join('\n')}`);
}

/** Loads one tenant's config (and only that one), overriding the API base URL when given. */
export async function loadTenant(
  id: string | undefined,
  overrides: { apiBaseUrl?: string | undefined } = {},
): Promise<TenantConfig> {
  const tenantId = assertTenantId(id);
  const module = (await import(`@portal/tenant-${tenantId}/tenant.json`, {
    with: { type: 'json' },
  })) as { default: Record<string, unknown> };
  const raw = overrides.apiBaseUrl
    ? { ...module.default, apiBaseUrl: overrides.apiBaseUrl }
    : module.default;
  return parseTenantConfig(raw, `tenants/${tenantId}`);
}
