import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { loadTenant } from '@portal/tenant-schema/load-tenant';
import portalPackage from './package.json' with { type: 'json' };
import { buildIdentityPlugin } from './vite/build-identity-plugin.ts';
import { precompressPlugin } from './vite/precompress-plugin.ts';
import { tenantPlugin } from './vite/tenant-plugin.ts';

// The tenant is a build input: PORTAL_TENANT (listed in turbo.json so caches never mix).
export default defineConfig(async ({ mode }) => {
  const tenantId = process.env.PORTAL_TENANT ?? (mode === 'test' ? 'esg' : undefined);
  const tenant = await loadTenant(tenantId, { apiBaseUrl: process.env.PORTAL_API_BASE_URL });
  return {
    plugins: [
      react(),
      tenantPlugin(tenant),
      // PORTAL_COMMIT is set by build-portal (and listed in turbo.json, so each commit builds anew).
      buildIdentityPlugin(portalPackage.version, process.env.PORTAL_COMMIT ?? 'unknown'),
      precompressPlugin(),
    ],
    build: {
      outDir: path.resolve(import.meta.dirname, 'dist', tenant.id),
      emptyOutDir: true,
      sourcemap: false,
      // Read by ops/scripts/src/bundle-budget.ts to size what each route loads.
      manifest: true,
      target: 'es2022',
    },
    server: {
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8080'}` },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // npm test runs these beside the other packages' tests on two cores: typing into a form in
      // jsdom then takes several seconds (5 s, the default, timed out the sign-in form's tests).
      testTimeout: 20_000,
    },
  };
});
