import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  languagePreloads,
  routeScreens,
  screenPreloads,
  SIGNED_IN_SHELL,
  type Manifest,
} from './route-preloads.ts';

const routerSource = readFileSync(
  path.resolve(import.meta.dirname, '../src/app/router.tsx'),
  'utf8',
);

describe("the router's screens, as the build reads them", () => {
  it('finds every lazily loaded screen of the router with its module and texts', () => {
    const screens = routeScreens(routerSource);
    // Every lazy screen import of the router, but the shells' (they are loaded by every screen).
    const screenImports = [...routerSource.matchAll(/import\('([^']+)'\)/g)].filter(
      (match) => !match[1]?.includes('/shells/'),
    );
    expect(screens.size).toBe(new Set(screenImports.map((match) => match[1])).size);
    expect(screens.get('home')).toEqual({
      module: 'src/app/routes/home-route.tsx',
      namespaces: ['home', 'rating'],
    });
    expect(screens.get('check-in')).toEqual({
      module: 'src/features/check-in/routes/check-in-page.tsx',
      namespaces: ['check-in'],
    });
    expect(screens.has('login')).toBe(false);
  });
});

describe("a signed-in screen's preloads", () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_first-screen.js'] },
    '_first-screen.js': { file: 'assets/first-screen.js' },
    '_signed-in.js': { file: 'assets/signed-in.js', imports: ['_first-screen.js'] },
    'src/app/shells/signed-in-session.tsx': {
      file: 'assets/session.js',
      imports: ['_signed-in.js'],
    },
    'src/app/shells/signed-in-layout.tsx': { file: 'assets/layout.js' },
    'src/app/screen-data.ts': { file: 'assets/screen-data.js', imports: ['_signed-in.js'] },
    'src/app/routes/home-route.tsx': { file: 'assets/home.js', imports: ['_signed-in.js'] },
    'src/features/home/locales/vi.json': { file: 'assets/vi.js' },
  };
  const home = { module: 'src/app/routes/home-route.tsx', namespaces: ['home'] };

  it("lists the shell's, the screen's and its texts' scripts, none the entry already loads", () => {
    expect(screenPreloads(manifest, home, 'vi').sort()).toEqual([
      'assets/home.js',
      'assets/layout.js',
      'assets/screen-data.js',
      'assets/session.js',
      'assets/signed-in.js',
      'assets/vi.js',
    ]);
  });

  it('fails the build when a module it expects is gone (renamed, or its texts)', () => {
    expect(() => screenPreloads(manifest, home, 'en')).toThrow(/locales\/en\.json/);
    const withoutShell = { ...manifest };
    delete withoutShell[SIGNED_IN_SHELL[0] ?? ''];
    expect(() => screenPreloads(withoutShell, home, 'vi')).toThrow(/signed-in-session/);
  });
});

describe("a page's texts preloads", () => {
  const manifest: Manifest = {
    'src/locales/en.json': { file: 'assets/en-common.js' },
    'src/locales/vi.json': { file: 'assets/vi-common.js' },
    'src/features/auth/locales/en.json': { file: 'assets/en-auth.js' },
    'src/features/auth/locales/vi.json': { file: 'assets/vi-auth.js' },
  };

  it("are the first screen's texts in the page's language only", () => {
    expect(languagePreloads(manifest, 'vi')).toEqual(['assets/vi-common.js', 'assets/vi-auth.js']);
  });

  it('fail the build when a texts file is not in it (moved or renamed)', () => {
    expect(() => languagePreloads({}, 'en')).toThrow(/src\/locales\/en\.json/);
  });
});
