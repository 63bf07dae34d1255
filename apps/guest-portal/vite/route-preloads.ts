import path from 'node:path';
import { FIRST_SCREEN_NAMESPACES, textsFile } from '../src/app/texts-files.ts';

/** A signed-in screen as the router declares it: the module its `lazy` imports and its texts. */
export interface RouteScreen {
  /** The screen's module, from the package's root (`src/app/routes/home-route.tsx`). */
  module: string;
  /** The namespaces its loader loads (`startData(…, ['home'])`, `startTexts(['home'])`). */
  namespaces: string[];
}

/** What every signed-in screen loads around its own module (the router's shells, the loaders' data). */
export const SIGNED_IN_SHELL = [
  'src/app/shells/signed-in-session.tsx',
  'src/app/shells/signed-in-layout.tsx',
  'src/app/screen-data.ts',
];

/**
 * Each lazily loaded route of `src/app/router.tsx` by its path's first segment, read from the
 * router's source: a route's `lazy` is a function the build cannot look into.
 */
export function routeScreens(routerSource: string): Map<string, RouteScreen> {
  const screens = new Map<string, RouteScreen>();
  // A route object from its path to its lazy import, with no other route's path in between.
  const route = /path: '\/([a-z0-9-]+)[^']*',((?:(?!path:)[\s\S])*?)import\('([^']+)'\)/g;
  for (const [, segment = '', between = '', module = ''] of routerSource.matchAll(route)) {
    if (screens.has(segment)) continue;
    const texts = /(?:startData\('[^']+', |startTexts\()\[([^\]]*)\]/.exec(between)?.[1] ?? '';
    screens.set(segment, {
      module: path.posix.join('src/app', module),
      namespaces: [...texts.matchAll(/'([a-z-]+)'/g)].map((match) => match[1] ?? ''),
    });
  }
  return screens;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The scripts a signed-in screen loads beyond the entry's, in the guest's language: its page lists
 * them as modulepreloads, so they download with the entry rather than after it has run.
 */
export function screenPreloads(
  manifest: Manifest,
  screen: RouteScreen,
  language: string,
): string[] {
  // Every page loads the entries' scripts (the portal's, and early-calls'): they are listed already.
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (!entries.length) throw new Error('The manifest has no entry');
  const loaded = new Set<string>();
  for (const entry of entries) closure(manifest, entry, loaded);
  const roots = [
    ...SIGNED_IN_SHELL,
    screen.module,
    ...screen.namespaces.map((namespace) => textsFile(namespace, language)),
  ];
  const needed = new Set<string>();
  for (const root of roots) {
    if (!manifest[root]) throw new Error(`The manifest has no ${root}: was it renamed?`);
    closure(manifest, root, needed);
  }
  return [...needed].filter((key) => !loaded.has(key)).map((key) => manifest[key]?.file ?? key);
}

/** The scripts of the first screen's texts in the page's language: every page lists them. */
export function languagePreloads(manifest: Manifest, language: string): string[] {
  return FIRST_SCREEN_NAMESPACES.map((namespace) => {
    const key = textsFile(namespace, language);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no ${key}: was it renamed?`);
    return chunk.file;
  });
}
