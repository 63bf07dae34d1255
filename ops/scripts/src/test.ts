import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import {
  digestLines,
  playwrightFailures,
  unexplainedFailure,
  vitestFailures,
  type FailedTest,
} from './failure-digest.ts';
import { ROOT, runCaptured, runTeed } from './run-command.ts';
import { summaryLines, type CheckOutcome } from './test-summary.ts';

// `npm test`: every check there is, then one summary line of passed and failed counts and how long
// each check took. Checks that need nothing of each other run side by side on the machine's cores.
const steps: CheckOutcome[] = [];
const tests = { passed: 0, failed: 0 };
const failures: FailedTest[] = [];
const started = performance.now();

function record(name: string, code: number, since: number) {
  const seconds = Math.round((performance.now() - since) / 1000);
  steps.push({ name, passed: code === 0, seconds });
  if (code !== 0) console.error(`✖ ${name} failed (exit ${code})`);
}

/**
 * Keeps a check's failed tests for the digest; a failure that names none (or printed an unhandled
 * error, which no report names), its telling lines.
 */
function digest(name: string, code: number, output: string, named: FailedTest[]) {
  failures.push(...named);
  if (code !== 0 && (named.length === 0 || /unhandled/i.test(output)))
    failures.push(unexplainedFailure(name, output));
}

/** A check whose output streams as it runs; `reported` reads the failed tests its reports name. */
async function step(
  name: string,
  command: string,
  args: string[],
  reported: () => FailedTest[] = () => [],
) {
  console.log(`\n━━ ${name}`);
  const since = performance.now();
  const { code, output } = await runTeed(command, args);
  record(name, code, since);
  digest(name, code, output, reported());
}

/** A check run beside another: its output is printed in one piece when it ends. */
async function besideStep(
  name: string,
  command: string,
  args: string[],
  reported: () => FailedTest[] = () => [],
) {
  const since = performance.now();
  const { code, output } = await runCaptured(command, args);
  console.log(`\n━━ ${name}\n${output.trimEnd()}`);
  record(name, code, since);
  digest(name, code, output, reported());
}

const turboArgs = (task: string, ...passThrough: string[]) => [
  'run',
  task,
  '--output-logs=errors-only',
  '--continue',
  ...(passThrough.length ? ['--', ...passThrough] : []),
];

/** Counts Vitest's tests in every package's JSON report; answers the failed ones. */
function readVitest(): FailedTest[] {
  const failed: FailedTest[] = [];
  for (const dir of ['apps', 'packages', 'tenants', 'tooling', 'ops']) {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const file = path.join(ROOT, dir, name, 'test-results/vitest.json');
      if (!existsSync(file)) continue;
      const report = JSON.parse(readFileSync(file, 'utf8')) as Parameters<
        typeof vitestFailures
      >[0] & { numPassedTests: number; numFailedTests: number };
      tests.passed += report.numPassedTests;
      tests.failed += report.numFailedTests;
      failed.push(...vitestFailures(report, ROOT));
    }
  }
  return failed;
}

/** Counts a Playwright JSON report's tests; answers the failed ones. */
function readPlaywright(file: string): FailedTest[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as Parameters<
    typeof playwrightFailures
  >[0] & { stats: { expected: number; unexpected: number; flaky: number } };
  tests.passed += report.stats.expected + report.stats.flaky;
  tests.failed += report.stats.unexpected;
  return playwrightFailures(report);
}

// The journeys' screenshots are for people looking at a screen (`test-results/screens/`); the
// suite asserts, and a failure keeps its own screenshot. Full-page PNGs of every screen cost CPU.
process.env.E2E_SCREENSHOTS ??= 'off';
const chromium = ensureChromium();
// The bundles the journeys need and Storybook are built beside lint, typecheck and format, which
// have no clock to beat; beside Vitest they slowed the component tests, which do (20 s a test).
await Promise.all([
  step('typecheck', 'turbo', turboArgs('typecheck')),
  // Every workspace's ESLint in one process (ops/scripts/src/lint-workspaces.ts): the same files
  // and configs, ESLint and its plugins loaded once instead of once per workspace.
  besideStep('lint', 'node', ['ops/scripts/src/lint-workspaces.ts']),
  besideStep('format (prettier --check)', 'node', ['ops/scripts/src/format-check.ts']),
  (async () => {
    await besideStep('every tenant bundle (the folders of tenants/)', 'node', [
      'ops/scripts/src/build-portal.ts',
      '--tenant',
      'all',
    ]);
    await besideStep('every tenant staff console (the folders of tenants/)', 'node', [
      'ops/scripts/src/build-console.ts',
      '--tenant',
      'all',
    ]);
    await besideStep(
      'bundle budgets and contents (no other tenant, no secret, no staff console)',
      'node',
      ['ops/scripts/src/bundle-budget.ts'],
    );
  })(),
  (async () => {
    await besideStep('Storybook static build', 'turbo', turboArgs('build-storybook'));
    // The stories' check needs nothing but the built Storybook and a browser. Here its pages'
    // waits (a toast closing, a debounce) are filled by the static checks beside it; after the
    // portal's journeys it held their lane a minute past the console's, with a core idle.
    if (chromium) {
      await besideStep('Stories in the built Storybook (every hotel, both languages)', 'pnpm', [
        '--filter',
        '@portal/ui',
        'run',
        'test:stories',
      ]);
    }
  })(),
]);
await step(
  'unit and component tests (vitest)',
  'turbo',
  turboArgs(
    'test',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
  ),
  readVitest,
);
if (chromium) {
  // The portal's journeys alone keep two cores busy about three quarters of the time (pages wait
  // on the API and on timers): the console's journeys, beside them in one browser, fill the rest.
  await Promise.all([
    // playwright.config.ts writes its JSON report to test-results/results.json.
    step(
      'Playwright journeys in Chromium',
      'pnpm',
      ['--filter', '@portal/guest-portal', 'exec', 'playwright', 'test'],
      () => readPlaywright(path.join(ROOT, 'apps/guest-portal/test-results/results.json')),
    ),
    besideStep(
      'Staff console journeys in Chromium',
      'pnpm',
      ['--filter', '@portal/staff-console', 'exec', 'playwright', 'test', '--workers=1'],
      () => readPlaywright(path.join(ROOT, 'apps/staff-console/test-results/results.json')),
    ),
  ]);
} else {
  steps.push({ name: 'Playwright journeys (no Chromium)', passed: false, seconds: 0 });
}

const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `\n${[...digestLines(failures), '', ...summaryLines(steps, tests, seconds)].join('\n')}`,
);
process.exit(steps.every((s) => s.passed) && tests.failed === 0 ? 0 : 1);
