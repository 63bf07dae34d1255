declare module 'virtual:console-tenant' {
  import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
  const tenant: TenantConfig;
  export default tenant;
}
