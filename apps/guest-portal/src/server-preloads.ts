import { FIRST_SCREEN_NAMESPACES, textsFile } from './app/texts-files.ts';
import type { ScreenDescription } from './app/screens.ts';

/** What every signed-in screen loads around its own module: the session, its shell, the loaders' data. */
export const SIGNED_IN_SHELL = [
  'src/app/shells/signed-in-session.tsx',
  'src/app/shells/signed-in-layout.tsx',
  'src/app/screen-data.ts',
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
/** The client build's `.vite/manifest.json`: each source module's script and what it imports. */
export type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Each of `modules` in the manifest, or a failure naming the one missing (renamed?). */
function chunksOf(manifest: Manifest, modules: readonly string[]): Set<string> {
  const needed = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The manifest has no ${module}: was it renamed?`);
    closure(manifest, module, needed);
  }
  return needed;
}

/**
 * The scripts a page loads beyond its entry's (which it lists already), in the guest's language:
 * the first screen's texts and, on a signed-in screen, its shell's, its module's and its texts'.
 * The page lists them as modulepreloads, so they download with the entry rather than after it.
 */
export function pagePreloads(
  manifest: Manifest,
  screen: ScreenDescription | undefined,
  language: string,
): string[] {
  const loaded = new Set<string>();
  for (const key of Object.keys(manifest)) {
    if (manifest[key]?.isEntry) closure(manifest, key, loaded);
  }
  if (!loaded.size) throw new Error('The manifest has no entry');
  const texts = [...FIRST_SCREEN_NAMESPACES, ...(screen?.texts ?? [])].map((namespace) =>
    textsFile(namespace, language),
  );
  const needed = chunksOf(manifest, [
    ...texts,
    ...(screen ? [...SIGNED_IN_SHELL, screen.module] : []),
  ]);
  return [...needed].filter((key) => !loaded.has(key)).map((key) => manifest[key]?.file ?? key);
}
