import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { escapeHtml, tenantIconSvg as iconSvg } from '@portal/tenant-schema/tenant-brand';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import { installIcons } from './install-icons.ts';

const VIRTUAL_ID = 'virtual:portal-tenant';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * The API client (axios, zod, the contract's index of parts and its session part, which holds the
 * sign-in) is imported on the first call, not by the sign-in screen; a modulepreload lets the
 * browser fetch it while the page loads, so a guest whose network
 * drops right after the page opened can still sign in when it returns (a failed dynamic import is
 * not retried by the browser).
 */
function apiClientPreloads(bundle: Rollup.OutputBundle | undefined): HtmlTagDescriptor[] {
  if (!bundle) return [];
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) add(imported);
  };
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    if (
      chunk.isDynamicEntry &&
      (id.includes('/api-client/src/client/') || id.endsWith('/api-client/src/contract/session.ts'))
    ) {
      add(chunk.fileName);
    }
  }
  const entry = chunks.find((chunk) => chunk.isEntry);
  for (const alreadyLoaded of entry ? [entry.fileName, ...entry.imports] : [])
    files.delete(alreadyLoaded);
  return [...files].map((fileName) => ({
    tag: 'link',
    attrs: { rel: 'modulepreload', crossorigin: '', href: `/${fileName}` },
    injectTo: 'head',
  }));
}

/**
 * Puts one tenant's config (and only that one) into the bundle as `virtual:portal-tenant`, and
 * brands the HTML (title, theme-color) and the web app manifest.
 */
export function tenantPlugin(tenant: TenantConfig): Plugin {
  return {
    name: 'portal-tenant',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(tenant)};` : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const branded = html
          .replaceAll('%HOTEL_NAME%', escapeHtml(tenant.displayName))
          .replaceAll('%THEME_COLOR%', tenant.themeColor)
          .replaceAll('%LANG%', tenant.defaultLanguage);
        return { html: branded, tags: apiClientPreloads(context.bundle) };
      },
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'icon.svg', source: iconSvg(tenant) });
      const pngIcons = await installIcons(tenant);
      for (const icon of pngIcons)
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.source });
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(
          {
            name: tenant.displayName,
            short_name: tenant.hotelCode,
            start_url: '/home',
            scope: '/',
            display: 'standalone',
            background_color: '#FFFFFF',
            theme_color: tenant.themeColor,
            lang: tenant.defaultLanguage,
            icons: [
              { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
              ...pngIcons.map(({ fileName, sizes, purpose }) => ({
                src: `/${fileName}`,
                sizes,
                type: 'image/png',
                purpose,
              })),
            ],
          },
          null,
          2,
        ),
      });
    },
    configureServer(server) {
      server.middlewares.use('/icon.svg', (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(iconSvg(tenant));
      });
    },
  };
}
