import type { TenantConfig } from './tenant-config.ts';

/** Text made safe inside HTML or SVG markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The hotel's icon (its code on its theme colour), the same in the guest portal and the staff console. */
export function tenantIconSvg(tenant: Pick<TenantConfig, 'themeColor' | 'hotelCode'>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 192"><rect width="192" height="192" rx="40" fill="${tenant.themeColor}"/><text x="96" y="116" font-family="system-ui, sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#FFFFFF">${escapeHtml(tenant.hotelCode)}</text></svg>`;
}
