import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installProblems } from '../src/bundle-budget.ts';

const builds = mkdtempSync(path.join(tmpdir(), 'portal-install-'));
afterAll(() => rmSync(builds, { recursive: true, force: true }));

/** The first 24 bytes of a PNG: its signature and the IHDR chunk's width and height. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

function build(name: string, icons: object[], files: Record<string, Buffer>): string {
  const dist = path.join(builds, name);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'ESG', icons }));
  for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(dist, file), bytes);
  return dist;
}

const svgOnly = [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }];
const installable = [
  ...svgOnly,
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
const iconFiles = {
  'icon-192.png': pngHeader(192, 192),
  'icon-512.png': pngHeader(512, 512),
  'icon-maskable-512.png': pngHeader(512, 512),
};

describe('what a phone needs to install the portal', () => {
  it('fires on a manifest with the SVG icon only', () => {
    expect(installProblems(build('svg-only', svgOnly, {}))).toEqual([
      'the manifest has no 192x192 PNG icon',
      'the manifest has no 512x512 PNG icon',
      'the manifest has no maskable PNG icon',
    ]);
  });

  it('fires on an icon file that is missing or not of its stated size', () => {
    const { 'icon-192.png': _missing, ...rest } = iconFiles;
    const dist = build('wrong-files', installable, {
      ...rest,
      'icon-512.png': pngHeader(256, 256),
    });
    expect(installProblems(dist)).toEqual([
      '/icon-192.png is not a 192x192 PNG',
      '/icon-512.png is not a 512x512 PNG',
    ]);
  });

  it('stays quiet on PNG icons of 192 and 512 pixels and a maskable one', () => {
    expect(installProblems(build('installable', installable, iconFiles))).toEqual([]);
  });
});
