import type { Plugin } from 'vite';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';

const VIRTUAL_ID = 'virtual:portal-tenant';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function iconSvg(tenant: TenantConfig): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 192"><rect width="192" height="192" rx="40" fill="${tenant.themeColor}"/><text x="96" y="116" font-family="system-ui, sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#FFFFFF">${escapeHtml(tenant.hotelCode)}</text></svg>`;
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
    transformIndexHtml(html) {
      return html
        .replaceAll('%HOTEL_NAME%', escapeHtml(tenant.displayName))
        .replaceAll('%THEME_COLOR%', tenant.themeColor)
        .replaceAll('%LANG%', tenant.defaultLanguage);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'icon.svg', source: iconSvg(tenant) });
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
            icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
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
