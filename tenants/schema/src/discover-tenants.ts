import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TenantConfig } from './tenant-config.ts';
import { TenantConfigError, parseTenantConfig } from './parse-tenant-config.ts';

export { TenantConfigError };

/**
 * The folder holding one folder per hotel. `PORTAL_TENANTS_ROOT` points elsewhere, so a test can
 * add a hotel without touching the repo.
 */
export function tenantsRoot(): string {
  return process.env.PORTAL_TENANTS_ROOT ?? path.resolve(import.meta.dirname, '../..');
}

/** Reads and validates `<root>/<id>/tenant.json`; its `id` must be its folder's name. */
export function readTenant(root: string, folder: string): TenantConfig {
  const file = path.join(root, folder, 'tenant.json');
  const source = `tenants/${folder}`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TenantConfigError(`Tenant config ${source} cannot be read: ${String(error)}`);
  }
  const tenant = parseTenantConfig(raw, source);
  if (tenant.id !== folder) {
    throw new TenantConfigError(
      `Tenant config ${source} is invalid:\n  - id: "${tenant.id}" must be its folder's name "${folder}"`,
    );
  }
  return tenant;
}

/**
 * Every hotel: each folder of the tenants root holding a `tenant.json`, validated, in the order
 * of their hotel keys. Adding a hotel is adding its folder; nothing else lists them.
 */
export function discoverTenants(root: string = tenantsRoot()): TenantConfig[] {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'tenant.json')),
    )
    .map((entry) => entry.name);
  const tenants = folders.map((folder) => readTenant(root, folder));
  for (const key of new Set(tenants.map((tenant) => tenant.hotelKey))) {
    const sharing = tenants.filter((tenant) => tenant.hotelKey === key).map((tenant) => tenant.id);
    if (sharing.length > 1) {
      throw new TenantConfigError(`Tenants ${sharing.join(', ')} share the hotel key ${key}.`);
    }
  }
  return tenants.sort((a, b) => Number(a.hotelKey) - Number(b.hotelKey));
}
