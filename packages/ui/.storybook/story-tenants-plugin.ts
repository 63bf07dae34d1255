import type { Plugin } from 'vite';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';

const VIRTUAL_ID = 'virtual:story-tenants';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** What a story needs of a hotel: the toolbar's label, the theme colour, the contacts (e-mails). */
export interface StoryTenant {
  id: string;
  displayName: string;
  themeColor: string;
  contacts: TenantConfig['contacts'];
}

/** The hotels found under tenants/ when Storybook starts, as the module the stories import. */
export function storyTenantsModule(): string {
  const tenants: StoryTenant[] = discoverTenants().map(
    ({ id, displayName, themeColor, contacts }) => ({ id, displayName, themeColor, contacts }),
  );
  return `export default ${JSON.stringify(tenants)};`;
}

/** Serves `virtual:story-tenants`, so a new hotel folder shows in the tenant toolbar. */
export function storyTenantsPlugin(): Plugin {
  return {
    name: 'story-tenants',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? storyTenantsModule() : undefined),
  };
}
