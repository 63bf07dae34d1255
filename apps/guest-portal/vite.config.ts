import path from 'node:path';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { loadTenant } from '@portal/tenant-schema/load-tenant';
import portalPackage from './package.json' with { type: 'json' };
import { axiosXhrOnlyPlugin } from './vite/axios-xhr-only-plugin.ts';
import { buildIdentityPlugin } from './vite/build-identity-plugin.ts';
import { hotelClockPlugin } from './vite/hotel-clock-plugin.ts';
import { precompressPlugin } from './vite/precompress-plugin.ts';
import { PUSH_WORKER_FILE, pushWorkerPlugin } from './vite/push-worker-plugin.ts';
import { tenantPlugin } from './vite/tenant-plugin.ts';

type ModuleImporters = (id: string) => { importers: readonly string[] } | null;

/**
 * What /home loads: its screen, the signed-in shell and the toast host every screen loads once it
 * is drawn (not the other screens' data, `src/app/screen-data.ts`: /home's loaders read none).
 */
const HOME_ROOTS = /[\\/](home-route|signed-in-layout|signed-in-session|toast-host)\.tsx$/;

/** Whether what /home loads imports `id`, directly or through other modules. */
function neededByHome(id: string, moduleInfo: ModuleImporters): boolean {
  const seen = new Set([id]);
  for (let pending = [id], next = pending.pop(); next; next = pending.pop()) {
    if (HOME_ROOTS.test(next)) return true;
    for (const importer of moduleInfo(next)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        pending.push(importer);
      }
    }
  }
  return false;
}

// The tenant is a build input: PORTAL_TENANT (listed in turbo.json so caches never mix).
export default defineConfig(async ({ mode, isSsrBuild }) => {
  const tenantId = process.env.PORTAL_TENANT ?? (mode === 'test' ? 'esg' : undefined);
  const tenant = await loadTenant(tenantId, { apiBaseUrl: process.env.PORTAL_API_BASE_URL });
  const identity = buildIdentityPlugin(
    portalPackage.version,
    process.env.PORTAL_COMMIT ?? 'unknown',
  );
  if (isSsrBuild) {
    // The server's render (src/server-render.tsx), which the API loads: one self-contained
    // module beside the client build, in a folder the API never serves (a dot folder).
    return {
      plugins: [react(), tenantPlugin(tenant), hotelClockPlugin(tenant.timeZone), identity],
      build: {
        outDir: path.resolve(import.meta.dirname, 'dist', tenant.id, '.server'),
        emptyOutDir: true,
        sourcemap: false,
        target: 'node22',
        // Read once at the API's start: smaller is sooner.
        minify: true,
        rolldownOptions: { output: { codeSplitting: false } },
      },
      // React's production build, whatever the API's environment says.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true as const },
    };
  }
  return {
    plugins: [
      react(),
      axiosXhrOnlyPlugin(),
      tenantPlugin(tenant),
      hotelClockPlugin(tenant.timeZone),
      // PORTAL_COMMIT is set by build-portal (and listed in turbo.json, so each commit builds anew).
      identity,
      pushWorkerPlugin(),
      // The service worker keeps every hashed asset for the next visit, never a page (a page is one
      // guest's, rendered for them), and replaces itself, then reloads the open portal, when a new
      // build is deployed (docs/adr/0018-server-rendered-pages.md).
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false,
        // tenantPlugin writes the hotel's own manifest.
        manifest: false,
        workbox: {
          globPatterns: ['**/*.{js,css,svg,png,html,webmanifest}'],
          // The guests' notifications: showing a push, opening its screen (src/push-worker/).
          importScripts: [PUSH_WORKER_FILE],
          navigateFallback: null,
          // A new worker takes over at once (autoUpdate then reloads the page), and the first
          // visit's page is in its care without a reload.
          skipWaiting: true,
          clientsClaim: true,
          runtimeCaching: [
            {
              // A page from the network only: never kept, so no guest is shown another's, nor their
              // own after signing out. Offline, the empty page, which draws the offline screen.
              urlPattern: ({ request, url }) =>
                request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: 'index.html' } },
            },
          ],
        },
      }),
      precompressPlugin(),
    ],
    build: {
      outDir: path.resolve(import.meta.dirname, 'dist', tenant.id),
      emptyOutDir: true,
      sourcemap: false,
      // Read by ops/scripts/src/bundle-budget.ts to size what each route loads.
      manifest: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What the first screen shares with the lazy screens is one script, not a dozen small ones
              // (what it alone uses stays in the entry chunk).
              { name: 'first-screen', tags: ['$initial' as const], minShareCount: 2 },
              // The API client's code (axios, zod, what every part of the contract shares, and the
              // session's part, which every signed-in screen calls) loads together with the first
              // call; each other part of the contract is a script of its own, loaded with its calls.
              {
                name: 'guest-api',
                test: /node_modules[\\/](axios|zod)[\\/]|api-client[\\/]src[\\/](client[\\/](?!guest-contract-parts)|contract[\\/](common|errors|route|zod-setup|session)\.ts)/,
              },
              // What the signed-in screens share (the query cache, dates, the kit's parts, the web
              // platform's, the loaders' screen data and each feature's queries it imports) is two scripts: what /home
              // loads, and what only the other screens share, so /home does not load their parts. The
              // forms' library stays with the screens that have a form: /home has none.
              {
                name: (id: string, chunking: { getModuleInfo: ModuleImporters }) =>
                  neededByHome(id, (module) => chunking.getModuleInfo(module))
                    ? 'signed-in'
                    : 'signed-in-screens',
                minShareCount: 2,
                test: (id: string) =>
                  /node_modules[\\/](@tanstack|dayjs|clsx)[\\/]|packages[\\/]ui[\\/]src[\\/](?!toast)|packages[\\/]web-platform[\\/]src[\\/](?!live)|guest-portal[\\/]src[\\/](lib|hooks|stores|components)[\\/]|guest-portal[\\/]src[\\/](app[\\/]screen-data|features[\\/][\w-]+[\\/]api[\\/][\w-]+-queries)\.ts$/.test(
                    id,
                  ) && !/use-draft-form|choices-field/.test(id),
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8080'}` },
    },
    test: {
      environment: 'jsdom',
      // jsdom made once per worker, each file still in its own context: a quarter of the CPU of
      // a jsdom per file (`forks`, the default).
      pool: 'vmThreads',
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // npm test runs these beside the other packages' tests on two cores: typing into a form in
      // jsdom then takes several seconds (5 s, the default, timed out the sign-in form's tests).
      testTimeout: 20_000,
    },
  };
});
