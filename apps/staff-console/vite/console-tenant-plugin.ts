import type { Plugin } from 'vite';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';

const VIRTUAL_ID = 'virtual:console-tenant';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function iconSvg(tenant: TenantConfig): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 192"><rect width="192" height="192" rx="40" fill="${tenant.themeColor}"/><text x="96" y="116" font-family="system-ui, sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#FFFFFF">${escapeHtml(tenant.hotelCode)}</text></svg>`;
}

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
  };
}
