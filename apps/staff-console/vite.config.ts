import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { loadTenant } from '@portal/tenant-schema/load-tenant';
import { consoleTenantPlugin } from './vite/console-tenant-plugin.ts';

// The hotel is a build input, as for the portal: PORTAL_TENANT (listed in turbo.json).
export default defineConfig(async ({ mode }) => {
  const tenantId = process.env.PORTAL_TENANT ?? (mode === 'test' ? 'esg' : undefined);
  const tenant = await loadTenant(tenantId, { apiBaseUrl: process.env.PORTAL_API_BASE_URL });
  return {
    // The API serves the console under /staff/ beside the guest portal at /.
    base: '/staff/',
    plugins: [react(), consoleTenantPlugin(tenant)],
    build: {
      outDir: path.resolve(import.meta.dirname, 'dist', tenant.id),
      emptyOutDir: true,
      sourcemap: false,
      // Read by ops/scripts/src/bundle-budget.ts for the console's budget line.
      manifest: true,
      target: 'es2022',
    },
    server: {
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8080'}` },
    },
    test: {
      environment: 'jsdom',
      // jsdom made once per worker, each file still in its own context: a quarter of the CPU of
      // a jsdom per file (`forks`, the default).
      pool: 'vmThreads',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // npm test runs these beside the other packages' tests on two cores, where a screen's first
      // render and typing into its form take seconds (5 s, the default, timed out four of them).
      testTimeout: 20_000,
    },
  };
});
