/** One check of `npm test`: its outcome and how long it took. */
export interface CheckOutcome {
  name: string;
  passed: boolean;
  seconds: number;
}

export interface TestCounts {
  passed: number;
  failed: number;
}

/** The summary `npm test` ends with: each check with its duration, then one line of totals. */
export function summaryLines(checks: CheckOutcome[], tests: TestCounts, seconds: number): string[] {
  const failed = checks.filter((check) => !check.passed);
  const failedNames = failed.length
    ? ` (failed: ${failed.map((check) => check.name).join(', ')})`
    : '';
  return [
    ...checks.map((check) => `${check.passed ? '✔' : '✖'} ${check.name} (${check.seconds} s)`),
    '',
    `npm test: ${tests.passed} tests passed, ${tests.failed} failed; ${checks.length - failed.length} of ${checks.length} checks passed in ${seconds} s${failedNames}`,
  ];
}
