import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Bundled with the first screen (src/app/i18n.ts): no loader needs to fetch them.
const BUNDLED = new Set(['common', 'auth']);
const ROUTER = path.join(import.meta.dirname, 'router.tsx');

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

/** Each route of the router with the namespaces its loader waits for and the modules it loads. */
function routes(): { path: string; loaded: string[]; used: string[] }[] {
  return [...read(ROUTER).matchAll(/path: '([^']+)',\n([\s\S]*?)\n {2}\}/g)].map(
    ([, routePath = '', body = '']) => {
      const loaderList = /start(?:Data\('\w+', |Texts\()(\[[^\]]*\])/.exec(body)?.[1] ?? '[]';
      const used = new Set<string>();
      for (const [, imported = ''] of body.matchAll(/import\('(\.[^']+)'\)/g)) {
        for (const namespace of namespacesUsed(path.resolve(path.dirname(ROUTER), imported))) {
          if (!BUNDLED.has(namespace)) used.add(namespace);
        }
      }
      return {
        path: routePath,
        loaded: [...loaderList.matchAll(/'([^']+)'/g)]
          .map(([, namespace = '']) => namespace)
          .sort(),
        used: [...used].sort(),
      };
    },
  );
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
