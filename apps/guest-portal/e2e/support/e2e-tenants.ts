import esg from '@portal/tenant-esg/tenant.json' with { type: 'json' };
import vct from '@portal/tenant-vct/tenant.json' with { type: 'json' };
import ehh from '@portal/tenant-ehh/tenant.json' with { type: 'json' };

export interface E2eTenant {
  id: 'esg' | 'vct' | 'ehh';
  hotelCode: string;
  displayName: string;
  themeColor: string;
  timeZone: string;
  port: number;
}

const base = Number(process.env.E2E_PORT_BASE ?? 8181);

export const E2E_TENANTS: E2eTenant[] = [esg, vct, ehh].map((tenant, index) => ({
  id: tenant.id as E2eTenant['id'],
  hotelCode: tenant.hotelCode,
  displayName: tenant.displayName,
  themeColor: tenant.themeColor,
  timeZone: tenant.timeZone,
  port: base + index,
}));

export function e2eTenant(projectName: string): E2eTenant {
  const tenant = E2E_TENANTS.find((candidate) => candidate.id === projectName);
  if (!tenant) throw new Error(`No e2e tenant ${projectName}`);
  return tenant;
}
