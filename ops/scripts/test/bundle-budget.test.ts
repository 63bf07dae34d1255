import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  budgetProblems,
  CONSOLE_BUDGET_KB,
  HOME_BUDGET_KB,
  LOGIN_BUDGET_KB,
  measureConsole,
  measureTenant,
} from '../src/bundle-budget.ts';
import { ROOT } from '../src/run-command.ts';

const builds = mkdtempSync(path.join(tmpdir(), 'guest-budget-'));
afterAll(() => rmSync(builds, { recursive: true, force: true }));

/**
 * A built portal whose first screen needs `loginKb` (of which `textsKb` are its texts, two chunks
 * the entry loads apart) and whose home screen `homeKb - loginKb` more (the signed-in shell, the
 * home screen and the API client), in gzip KB: random bytes do not shrink.
 */
function portalBuild(name: string, loginKb: number, homeKb: number, textsKb = 2): string {
  const dist = path.join(builds, name);
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const chunk = (file: string, kb: number) =>
    writeFileSync(path.join(dist, 'assets', file), randomBytes(Math.round(kb * 1024)));
  chunk('index.js', loginKb / 2 - textsKb);
  chunk('first-screen.js', loginKb / 2);
  chunk('common-en.js', textsKb / 2);
  chunk('auth-en.js', textsKb / 2);
  chunk('signed-in-session.js', (homeKb - loginKb) / 2);
  chunk('http-client.js', (homeKb - loginKb) / 2);
  chunk('check-in-page.js', 80);
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_first-screen.js'] },
    '_first-screen.js': { file: 'assets/first-screen.js' },
    'src/locales/en.json': { file: 'assets/common-en.js', isDynamicEntry: true },
    'src/features/auth/locales/en.json': { file: 'assets/auth-en.js', isDynamicEntry: true },
    'src/app/shells/signed-in-session.tsx': {
      file: 'assets/signed-in-session.js',
      src: 'src/app/shells/signed-in-session.tsx',
      isDynamicEntry: true,
      imports: ['_first-screen.js'],
    },
    '../../packages/api-client/src/client/http-client.ts': {
      file: 'assets/http-client.js',
      src: '../../packages/api-client/src/client/http-client.ts',
      isDynamicEntry: true,
    },
    'src/features/check-in/routes/check-in-page.tsx': {
      file: 'assets/check-in-page.js',
      src: 'src/features/check-in/routes/check-in-page.tsx',
      isDynamicEntry: true,
      imports: ['_first-screen.js'],
    },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

const problemsOf = (name: string, loginKb: number, homeKb: number, textsKb?: number) =>
  budgetProblems(measureTenant('esg', portalBuild(name, loginKb, homeKb, textsKb)));

describe('the bundle budgets of npm test', () => {
  it('holds /login to 150 KB gzip and /home to 202', () => {
    expect(LOGIN_BUDGET_KB).toBe(150);
    expect(HOME_BUDGET_KB).toBe(202);
  });

  it('fires when the sign-in screen needs more than 150 KB, naming it', () => {
    const problems = problemsOf('heavy-login', 156, 190);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^esg \/login needs 15\d(\.\d)? KB gzip, over the 150 KB budget$/);
  });

  it('counts the sign-in texts, which the entry loads apart, in the sign-in screen', () => {
    const problems = problemsOf('heavy-texts', 152, 190, 6);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^esg \/login needs 15\d(\.\d)? KB gzip, over the 150 KB budget$/);
  });

  it("fires when /home needs more than its budget, another screen's chunk not counted", () => {
    const problems = problemsOf('heavy-home', 140, HOME_BUDGET_KB + 6);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^esg \/home needs \d+(\.\d)? KB gzip, over the \d+ KB budget$/);
  });

  it('stays quiet on a portal within both', () => {
    const report = measureTenant('esg', portalBuild('light', 140, HOME_BUDGET_KB - 10));
    expect(report.loginKb).toBeGreaterThan(139);
    expect(report.homeKb).toBeLessThan(HOME_BUDGET_KB);
    expect(budgetProblems(report)).toEqual([]);
  });
});

const signInTitle = (language: string) =>
  (
    JSON.parse(
      readFileSync(
        path.join(ROOT, `apps/staff-console/src/features/sign-in/locales/${language}.json`),
        'utf8',
      ),
    ) as { title: string }
  ).title;

/**
 * A built staff console whose entry needs `entryKb` and whose texts are a chunk per language it
 * loads apart (`split`), or, as when every text file was imported at once, all in the entry.
 */
function consoleBuild(name: string, entryKb: number, split: boolean): string {
  const dist = path.join(builds, name);
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const texts = (language: string) => `var t={title:\`${signInTitle(language)}\`};`;
  const code = randomBytes(entryKb * 1024).toString('base64');
  writeFileSync(
    path.join(dist, 'assets/index.js'),
    split ? code : `${code}${texts('en')}${texts('vi')}`,
  );
  writeFileSync(path.join(dist, 'assets/en.js'), texts('en') + randomBytes(4096).toString('hex'));
  writeFileSync(path.join(dist, 'assets/vi.js'), texts('vi') + randomBytes(8192).toString('hex'));
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    ...(split && {
      'src/app/texts/en.ts': { file: 'assets/en.js', isDynamicEntry: true },
      'src/app/texts/vi.ts': { file: 'assets/vi.js', isDynamicEntry: true },
    }),
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe("the staff console's sign-in budget", () => {
  it('counts the texts of the heavier language, loaded apart, and stays quiet within 215 KB', () => {
    const dist = consoleBuild('console-split', 150, true);
    const gzKb = (file: string) =>
      gzipSync(readFileSync(path.join(dist, 'assets', file))).length / 1024;
    const report = measureConsole('esg', dist);
    expect(CONSOLE_BUDGET_KB).toBe(215);
    // The Vietnamese chunk (8 KB of random bytes) weighs more than the English one (4 KB).
    expect(report.signInKb).toBeCloseTo(gzKb('index.js') + gzKb('vi.js'), 0);
    expect(report.problems).toEqual([]);
  });

  it('fires when the sign-in screen needs more than 215 KB', () => {
    const report = measureConsole('esg', consoleBuild('console-heavy', 210, true));
    expect(report.problems).toEqual([
      expect.stringMatching(
        /^esg staff console sign-in needs 21\d\.\d KB gzip, over the 215 KB budget$/,
      ),
    ]);
  });

  it('fires when the sign-in screen holds the texts of both languages, naming them', () => {
    const report = measureConsole('esg', consoleBuild('console-eager', 100, false));
    expect(report.problems).toEqual([
      'esg staff console has no src/app/texts/en.ts chunk: was it renamed?',
      `esg staff console sign-in in en loads assets/index.js, which holds "${signInTitle('vi')}"`,
      'esg staff console has no src/app/texts/vi.ts chunk: was it renamed?',
      `esg staff console sign-in in vi loads assets/index.js, which holds "${signInTitle('en')}"`,
    ]);
  });
});
