import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';

export interface ConsoleTenant {
  id: string;
  port: number;
  config: TenantConfig;
}

// Beside the portal's journeys (8181…): a run of both never shares a port.
const base = Number(process.env.E2E_PORT_BASE ?? 8181) + 50;
/** `E2E_TENANTS=vct` starts only those hotels' servers (ports stay those of the full list). */
const chosen = process.env.E2E_TENANTS?.split(',').filter(Boolean);

/** Every hotel found under tenants/, each API serving its console on a port of its own. */
export const CONSOLE_TENANTS: ConsoleTenant[] = discoverTenants()
  .map((config, index) => ({ id: config.id, port: base + index, config }))
  .filter((tenant) => !chosen || chosen.includes(tenant.id));

export function consoleTenant(projectName: string): ConsoleTenant {
  const tenant = CONSOLE_TENANTS.find((candidate) => candidate.id === projectName);
  if (!tenant) throw new Error(`No console e2e tenant ${projectName}`);
  return tenant;
}
