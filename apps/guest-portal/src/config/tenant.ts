import tenantConfig from 'virtual:portal-tenant';

/** This bundle's hotel; fixed at build time by the tenant flag. */
export const tenant = tenantConfig;
