import tenantConfig from 'virtual:console-tenant';

/** This console's hotel; fixed at build time by the tenant flag. */
export const tenant = tenantConfig;
