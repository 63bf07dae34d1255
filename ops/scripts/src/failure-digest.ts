import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// What failed, gathered from the checks' reports into the last lines `npm test` prints: a CI log
// is often read by its tail only, and the journeys' failures are otherwise hundreds of lines up.

/** One failed test: where, which, the error's first lines and what the page showed. */
export interface FailedTest {
  where: string;
  title: string;
  error: string;
  page?: string;
}

const ERROR_LINES = 8;
const PAGE_LINES = 60;

function firstLines(text: string, count: number): string {
  const lines = stripVTControlCharacters(text).split('\n');
  const kept = lines.slice(0, count);
  return lines.length > count
    ? [...kept, `… (${lines.length - count} more lines)`].join('\n')
    : kept.join('\n');
}

interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** The failed tests of Vitest's JSON report; a file that failed with no failed test (its set-up) counts as one. */
export function vitestFailures(report: VitestReport, root: string): FailedTest[] {
  const failures: FailedTest[] = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push({
        where,
        title: test.fullName,
        error: firstLines(test.failureMessages?.[0] ?? '', ERROR_LINES),
      });
    if (file.status === 'failed' && failed.length === 0)
      failures.push({
        where,
        title: '(the file itself)',
        error: firstLines(file.message ?? '', ERROR_LINES),
      });
  }
  return failures;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line?: number;
    tests: {
      projectName: string;
      status?: string;
      results: {
        status: string;
        error?: { message?: string };
        attachments?: { name: string; path?: string }[];
      }[];
    }[];
  }[];
}

/**
 * The page snapshot Playwright keeps beside a failure (`error-context.md`): its "Page snapshot"
 * section alone, as the others repeat the error or the test's source (a failure outside a page
 * has none).
 */
function pageSnapshot(file: string | undefined): string | undefined {
  if (!file || !existsSync(file)) return undefined;
  const snapshot = readFileSync(file, 'utf8')
    .split(/^(?=# )/m)
    .find((section) => section.startsWith('# Page snapshot'));
  const text = (snapshot ?? '')
    .split('\n')
    .filter((line) => !line.startsWith('#') && !line.startsWith('```') && line.trim() !== '')
    .join('\n');
  return text ? firstLines(text, PAGE_LINES) : undefined;
}

/** The unexpected outcomes of Playwright's JSON report (a test that failed, then passed on a retry, is not one). */
export function playwrightFailures(report: {
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}): FailedTest[] {
  // An error outside every test (a server that would not start, a worker that would not end).
  const failures: FailedTest[] = (report.errors ?? []).map((error) => ({
    where: '(the run)',
    title: 'an error outside any test',
    error: firstLines(error.message ?? '', ERROR_LINES),
  }));
  const visit = (suite: PlaywrightSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const last = test.results.at(-1);
        failures.push({
          where: `${file}:${spec.line ?? 0} [${test.projectName}]`,
          title: [...titles, spec.title].join(' › '),
          error: firstLines(last?.error?.message ?? last?.status ?? '', ERROR_LINES),
          page: pageSnapshot(
            last?.attachments?.find((attachment) => attachment.name === 'error-context')?.path,
          ),
        });
      }
    for (const inner of suite.suites ?? [])
      visit(inner, file, inner.title ? [...titles, inner.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title, []);
  return failures;
}

/** The digest's lines: each failure with its error and page, the first `limit` in full. */
export function digestLines(failures: FailedTest[], limit = 4): string[] {
  if (failures.length === 0) return [];
  const lines = [`━━ What failed (${failures.length})`];
  failures.forEach((failure, index) => {
    lines.push('', `✖ ${failure.where} › ${failure.title}`);
    if (index >= limit) return;
    lines.push(...failure.error.split('\n').map((line) => `    ${line}`));
    if (failure.page)
      lines.push('  the page showed:', ...failure.page.split('\n').map((line) => `    ${line}`));
  });
  return lines;
}

const TELLING = /unhandled|error|ERR_|FAIL|failed|timed out|✖|✗|✘|×/i;

/**
 * A check that failed with no failed test in its reports (an unhandled error, a crash, a hang cut
 * off): the lines of its output that say so, the last `count` of them.
 */
export function unexplainedFailure(check: string, output: string, count = 15): FailedTest {
  const telling = stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => TELLING.test(line));
  return {
    where: check,
    title: 'failed with no failed test in its report; its telling lines',
    error: telling.slice(-count).join('\n') || '(none: read its output above)',
  };
}
