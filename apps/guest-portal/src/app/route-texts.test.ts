import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './screens.ts';

// Bundled with the first screen (src/app/i18n.ts): no loader needs to fetch them.
const BUNDLED = new Set(['common', 'auth']);
const PACKAGE_ROOT = path.join(import.meta.dirname, '..', '..');

const read = (file: string) => readFileSync(file, 'utf8');

/** The namespaces a module and everything it imports from the portal ask `useTranslation` for. */
function namespacesUsed(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file) || !existsSync(file)) return found;
  seen.add(file);
  const source = read(file);
  for (const [, list = ''] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)) {
    for (const [, namespace = ''] of list.matchAll(/'([^']+)'/g)) found.add(namespace);
  }
  for (const [, imported = ''] of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
    const next = path.resolve(path.dirname(file), imported);
    for (const namespace of namespacesUsed(next, seen)) found.add(namespace);
  }
  return found;
}

/** Each screen (screens.ts) with the namespaces its loader waits for and those its module shows. */
function routes(): { path: string; loaded: string[]; used: string[] }[] {
  return SCREENS.map((screen) => ({
    path: screen.path,
    loaded: [...screen.texts].sort(),
    used: [...namespacesUsed(path.join(PACKAGE_ROOT, screen.module))]
      .filter((namespace) => !BUNDLED.has(namespace))
      .sort(),
  }));
}

describe("each signed-in route's loader", () => {
  it('waits for every namespace its screen shows, so no key is ever shown untranslated', () => {
    const found = routes().filter((route) => route.used.length > 0);
    expect(found.length).toBeGreaterThan(20);
    for (const route of found) {
      expect({ path: route.path, loaded: route.loaded }).toEqual({
        path: route.path,
        loaded: route.used,
      });
    }
  });
});
