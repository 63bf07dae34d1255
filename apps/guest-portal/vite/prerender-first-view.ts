import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { loadTenant } from '@portal/tenant-schema/load-tenant';
import type { Language } from '@portal/tenant-schema/tenant-config';
import type * as FirstViewEntry from '../src/first-view.tsx';
import { precompress } from './precompress-plugin.ts';
import { languagePreloads, routeScreens, screenPreloads, type Manifest } from './route-preloads.ts';

/**
 * After the client build: draws each route's first view into `dist/<tenant>/first-view/`, in
 * each language (`<language>/<route>.html`) and, at the top, in the hotel's default language
 * (`<route>.html`), which the API serves for the route (docs/adr/0013-prerendered-first-view.md).
 */
const LANGUAGES: Language[] = ['en', 'vi'];
const portalDir = path.resolve(import.meta.dirname, '..');

/** The stores read the browser's storage as they load; the prerender starts with none. */
class EmptyStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

function escapeAttribute(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const tenant = await loadTenant(process.env.PORTAL_TENANT, {
  apiBaseUrl: process.env.PORTAL_API_BASE_URL,
});
const clientDir = path.join(portalDir, 'dist', tenant.id);
const serverDir = path.join(portalDir, 'node_modules', '.first-view', tenant.id);

await build({
  root: portalDir,
  logLevel: 'warn',
  build: { ssr: 'src/first-view.tsx', outDir: serverDir, emptyOutDir: true, manifest: false },
  // Its CommonJS build has no default export under Node: bundle its ES module instead.
  ssr: { noExternal: ['styled-components'] },
});
Object.assign(globalThis, { localStorage: new EmptyStorage(), sessionStorage: new EmptyStorage() });
const entry = (await import(
  pathToFileURL(path.join(serverDir, 'first-view.js')).href
)) as typeof FirstViewEntry;

const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

const manifest = JSON.parse(
  readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;
const screens = routeScreens(readFileSync(path.join(portalDir, 'src/app/router.tsx'), 'utf8'));

/**
 * The scripts of the page's texts, and a signed-in screen's, fetched with the entry's (those the
 * page does not list yet).
 */
function preloadsOf(segment: string, language: Language): string {
  const screen = screens.get(segment);
  return [
    ...new Set([
      ...languagePreloads(manifest, language),
      ...(screen ? screenPreloads(manifest, screen, language) : []),
    ]),
  ]
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
    .join('');
}

let written = 0;
for (const language of LANGUAGES) {
  for (const { segment, path: address } of entry.firstViewRoutes()) {
    const { html, styles } = await entry.renderFirstView(address, language);
    const page = template
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(language)}"`)
      .replace('</head>', `${preloadsOf(segment, language)}${styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-first-view="${escapeAttribute(language)}">${html}</div>`,
      );
    const files = [path.join(clientDir, 'first-view', language, `${segment}.html`)];
    if (language === tenant.defaultLanguage)
      files.push(path.join(clientDir, 'first-view', `${segment}.html`));
    for (const file of files) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, page);
      precompress(file);
      written += 1;
    }
  }
}
rmSync(serverDir, { recursive: true, force: true });
console.log(
  `✓ ${String(written)} first views of the ${tenant.id} portal in dist/${tenant.id}/first-view/`,
);
