import { describe, expect, it } from 'vitest';
import { summaryLines } from '../src/test-summary.ts';

// What ops read at the end of `npm test`: each check with its duration, then the totals.
describe('the npm test summary', () => {
  const steps = [
    { name: 'lint', passed: true, seconds: 41 },
    { name: 'Playwright journeys in Chromium', passed: false, seconds: 402 },
  ];

  it('gives each check its outcome and how long it took', () => {
    const lines = summaryLines(steps, { passed: 10, failed: 1 }, 530);
    expect(lines.slice(0, 2)).toEqual([
      '✔ lint (41 s)',
      '✖ Playwright journeys in Chromium (402 s)',
    ]);
  });

  it('ends with the counts, the whole run time and the failed checks', () => {
    const lines = summaryLines(steps, { passed: 10, failed: 1 }, 530);
    expect(lines.at(-1)).toBe(
      'npm test: 10 tests passed, 1 failed; 1 of 2 checks passed in 530 s (failed: Playwright journeys in Chromium)',
    );
  });
});
