import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { flag, ROOT } from './run-command.ts';

// Where `npm test`'s time goes, from the reports it leaves: the slowest Playwright spec files and
// tests (per hotel) of the portal and of the console, and the slowest Vitest files.
// `node ops/scripts/src/test-durations.ts [--count 15] [--root <another checkout>]`.
interface PlaywrightSuite {
  file?: string;
  specs?: {
    title: string;
    tests: { projectName: string; results: { duration: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface Timed {
  label: string;
  ms: number;
}

const args = process.argv.slice(2);
const count = Number(flag(args, 'count') ?? 15);
const root = path.resolve(flag(args, 'root') ?? ROOT);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

function playwrightTests(suites: PlaywrightSuite[], file = ''): (Timed & { file: string })[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        file: suite.file ?? file,
        label: `[${test.projectName}] ${suite.file ?? file} › ${spec.title}`,
        ms: test.results.reduce((sum, result) => sum + result.duration, 0),
      })),
    ),
    ...playwrightTests(suite.suites ?? [], suite.file ?? file),
  ]);
}

function vitestFiles(): Timed[] {
  return ['apps', 'packages', 'tenants', 'tooling', 'ops'].flatMap((dir) =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const file = path.join(root, dir, name, 'test-results/vitest.json');
      if (!existsSync(file)) return [];
      const report = JSON.parse(readFileSync(file, 'utf8')) as {
        testResults: { name: string; startTime: number; endTime: number }[];
      };
      return report.testResults.map((result) => ({
        label: path.relative(root, result.name),
        ms: result.endTime - result.startTime,
      }));
    }),
  );
}

function print(title: string, rows: Timed[]) {
  console.log(`\n${title}`);
  for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, count))
    console.log(`${seconds(row.ms)}  ${row.label}`);
}

for (const app of ['guest-portal', 'staff-console']) {
  const playwrightReport = path.join(root, 'apps', app, 'test-results/results.json');
  if (!existsSync(playwrightReport)) continue;
  const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
    suites: PlaywrightSuite[];
    stats: { duration: number };
  };
  const tests = playwrightTests(report.suites);
  const byFile = new Map<string, number>();
  for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
  const total = tests.reduce((sum, test) => sum + test.ms, 0);
  console.log(
    `\nPlaywright, ${app}: ${seconds(report.stats.duration)} wall, ${seconds(total)} of test time in ${tests.length} tests`,
  );
  print(
    `Playwright spec files of ${app} (test time, every hotel)`,
    [...byFile].map(([label, ms]) => ({ label, ms })),
  );
  print(`Playwright tests of ${app}`, tests);
}
print('Vitest files', vitestFiles());
