import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildConsole } from './build-console.ts';
import { buildPortal } from './build-portal.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { ROOT, run } from './run-command.ts';

// `npm test`: every check there is, then one summary line of passed and failed counts.
interface Step {
  name: string;
  passed: boolean;
}

const steps: Step[] = [];
const tests = { passed: 0, failed: 0 };

async function step(name: string, work: () => Promise<number>) {
  console.log(`\n━━ ${name}`);
  const code = await work();
  steps.push({ name, passed: code === 0 });
  if (code !== 0) console.error(`✖ ${name} failed (exit ${code})`);
}

const turbo = (task: string, ...passThrough: string[]) =>
  run('turbo', [
    'run',
    task,
    '--output-logs=errors-only',
    '--continue',
    ...(passThrough.length ? ['--', ...passThrough] : []),
  ]);

function countVitest() {
  for (const dir of ['apps', 'packages', 'tenants', 'tooling', 'ops']) {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const file = path.join(ROOT, dir, name, 'test-results/vitest.json');
      if (!existsSync(file)) continue;
      const report = JSON.parse(readFileSync(file, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
      };
      tests.passed += report.numPassedTests;
      tests.failed += report.numFailedTests;
    }
  }
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  tests.passed += report.stats.expected + report.stats.flaky;
  tests.failed += report.stats.unexpected;
}

const chromium = ensureChromium();
await step('lint', () => turbo('lint'));
await step('format (prettier --check)', () => run('node', ['ops/scripts/src/format-check.ts']));
await step('typecheck', () => turbo('typecheck'));
await step('unit and component tests (vitest)', () =>
  turbo(
    'test',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
  ),
);
countVitest();
await step('Storybook static build', () => turbo('build-storybook'));
await step('every tenant bundle (the folders of tenants/)', () => buildPortal('all'));
await step('every tenant staff console (the folders of tenants/)', () => buildConsole('all'));
await step('bundle budgets and contents (no other tenant, no secret, no staff console)', () =>
  run('node', ['ops/scripts/src/bundle-budget.ts']),
);
if (chromium) {
  const report = path.join(ROOT, 'apps/guest-portal/test-results/results.json');
  await step('Playwright journeys in Chromium', () =>
    // playwright.config.ts writes its JSON report to test-results/results.json (read below).
    run('pnpm', ['--filter', '@portal/guest-portal', 'exec', 'playwright', 'test']),
  );
  countPlaywright(report);
  const consoleReport = path.join(ROOT, 'apps/staff-console/test-results/results.json');
  await step('Staff console journeys in Chromium', () =>
    run('pnpm', ['--filter', '@portal/staff-console', 'exec', 'playwright', 'test']),
  );
  countPlaywright(consoleReport);
} else {
  steps.push({ name: 'Playwright journeys (no Chromium)', passed: false });
}

const failedSteps = steps.filter((s) => !s.passed);
console.log('');
for (const s of steps) console.log(`${s.passed ? '✔' : '✖'} ${s.name}`);
console.log(
  `\nnpm test: ${tests.passed} tests passed, ${tests.failed} failed; ${steps.length - failedSteps.length} of ${steps.length} checks passed${failedSteps.length ? ` (failed: ${failedSteps.map((s) => s.name).join(', ')})` : ''}`,
);
process.exit(failedSteps.length === 0 && tests.failed === 0 ? 0 : 1);
