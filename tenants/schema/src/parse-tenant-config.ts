import { TenantConfig } from './tenant-config.ts';

export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
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
