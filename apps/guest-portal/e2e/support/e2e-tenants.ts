import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';

export interface E2eTenant {
  id: string;
  hotelCode: string;
  displayName: string;
  themeColor: string;
  timeZone: string;
  port: number;
  config: TenantConfig;
}

const base = Number(process.env.E2E_PORT_BASE ?? 8181);
/** `E2E_TENANTS=vct,tst` starts only those hotels' servers (ports stay those of the full list). */
const chosen = process.env.E2E_TENANTS?.split(',').filter(Boolean);

/** Every hotel found under tenants/, each with its own port. */
export const E2E_TENANTS: E2eTenant[] = discoverTenants()
  .map((config, index) => ({
    id: config.id,
    hotelCode: config.hotelCode,
    displayName: config.displayName,
    themeColor: config.themeColor,
    timeZone: config.timeZone,
    port: base + index,
    config,
  }))
  .filter((tenant) => !chosen || chosen.includes(tenant.id));

export function e2eTenant(projectName: string): E2eTenant {
  const tenant = E2E_TENANTS.find((candidate) => candidate.id === projectName);
  if (!tenant) throw new Error(`No e2e tenant ${projectName}`);
  return tenant;
}
