import sharp from 'sharp';
import { escapeHtml, tenantIconSvg } from '@portal/tenant-schema/tenant-brand';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';

export interface InstallIcon {
  fileName: string;
  sizes: string;
  purpose: 'any' | 'maskable';
  source: Uint8Array;
}

/**
 * The maskable icon: the hotel's colour to every edge (the phone cuts its own shape) and the code
 * inside the middle 80%, the part every shape keeps.
 */
function maskableSvg(tenant: Pick<TenantConfig, 'themeColor' | 'hotelCode'>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 192"><rect width="192" height="192" fill="${tenant.themeColor}"/><text x="96" y="111" font-family="system-ui, sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#FFFFFF">${escapeHtml(tenant.hotelCode)}</text></svg>`;
}

async function png(svg: string, size: number): Promise<Uint8Array> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 192 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The PNG icons a phone needs to install the portal, drawn from the hotel's SVG icon. */
export async function installIcons(
  tenant: Pick<TenantConfig, 'themeColor' | 'hotelCode'>,
): Promise<InstallIcon[]> {
  const icon = tenantIconSvg(tenant);
  return [
    { fileName: 'icon-192.png', sizes: '192x192', purpose: 'any', source: await png(icon, 192) },
    { fileName: 'icon-512.png', sizes: '512x512', purpose: 'any', source: await png(icon, 512) },
    {
      fileName: 'icon-maskable-512.png',
      sizes: '512x512',
      purpose: 'maskable',
      source: await png(maskableSvg(tenant), 512),
    },
  ];
}
