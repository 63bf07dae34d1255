import type { Plugin } from 'vite';
import { escapeHtml, tenantIconSvg as iconSvg } from '@portal/tenant-schema/tenant-brand';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';

const VIRTUAL_ID = 'virtual:console-tenant';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Puts one hotel's config (and only that one) into the console as `virtual:console-tenant`, and
 * brands its HTML (title, theme-color, language, icon).
 */
export function consoleTenantPlugin(tenant: TenantConfig): Plugin {
  return {
    name: 'console-tenant',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(tenant)};` : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('%HOTEL_NAME%', escapeHtml(tenant.displayName))
          .replaceAll('%THEME_COLOR%', tenant.themeColor)
          .replaceAll('%LANG%', tenant.defaultLanguage),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'icon.svg', source: iconSvg(tenant) });
    },
    configureServer(server) {
      server.middlewares.use('/staff/icon.svg', (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(iconSvg(tenant));
      });
    },
  };
}
