import { describe, expect, it } from 'vitest';
import { SCREENS } from './app/screens.ts';
import { pagePreloads, SIGNED_IN_SHELL, type Manifest } from './server-preloads.ts';

const home = SCREENS.find((screen) => screen.path === '/home');

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_first-screen.js'] },
  '_first-screen.js': { file: 'assets/first-screen.js' },
  '_signed-in.js': { file: 'assets/signed-in.js', imports: ['_first-screen.js'] },
  'src/app/shells/signed-in-session.tsx': { file: 'assets/session.js', imports: ['_signed-in.js'] },
  'src/app/shells/signed-in-layout.tsx': { file: 'assets/layout.js' },
  'src/app/screen-data.ts': { file: 'assets/screen-data.js', imports: ['_signed-in.js'] },
  'src/app/routes/home-route.tsx': { file: 'assets/home.js', imports: ['_signed-in.js'] },
  'src/locales/vi.json': { file: 'assets/vi-common.js' },
  'src/features/auth/locales/vi.json': { file: 'assets/vi-auth.js' },
  'src/features/home/locales/vi.json': { file: 'assets/vi-home.js' },
  'src/features/rating/locales/vi.json': { file: 'assets/vi-rating.js' },
};

describe("a page's preloads", () => {
  it("on a signed-in screen: its shell's, its module's and its texts' scripts, none the entry loads", () => {
    expect(pagePreloads(manifest, home, 'vi').sort()).toEqual([
      'assets/home.js',
      'assets/layout.js',
      'assets/screen-data.js',
      'assets/session.js',
      'assets/signed-in.js',
      'assets/vi-auth.js',
      'assets/vi-common.js',
      'assets/vi-home.js',
      'assets/vi-rating.js',
    ]);
  });

  it("on a public page: the first screen's texts in the page's language only", () => {
    expect(pagePreloads(manifest, undefined, 'vi')).toEqual([
      'assets/vi-common.js',
      'assets/vi-auth.js',
    ]);
  });

  it('fail the render when a module they name is not in the build (renamed, or its texts)', () => {
    expect(() => pagePreloads(manifest, home, 'en')).toThrow(/locales\/en\.json/);
    const withoutShell = { ...manifest };
    delete withoutShell[SIGNED_IN_SHELL[0] ?? ''];
    expect(() => pagePreloads(withoutShell, home, 'vi')).toThrow(/signed-in-session/);
  });
});

describe('the screens, described once', () => {
  it('each has its own path, and a module with the component it names', async () => {
    expect(new Set(SCREENS.map((screen) => screen.path)).size).toBe(SCREENS.length);
    for (const screen of SCREENS) {
      const module = (await import(/* @vite-ignore */ `/${screen.module}`)) as Record<
        string,
        unknown
      >;
      expect(typeof module[screen.component], screen.path).toBe('function');
    }
  });
});
