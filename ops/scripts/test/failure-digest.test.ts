import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  digestLines,
  playwrightFailures,
  unexplainedFailure,
  vitestFailures,
} from '../src/failure-digest.ts';

// A CI log is read by its tail: `npm test` ends with what failed, why, and what the page showed.
describe('the failure digest npm test ends with', () => {
  it("names a failed Vitest test with its error's first lines, and a file that failed in its set-up", () => {
    const failures = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/apps/guest-api/test/orders.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'orders › an order is kept', status: 'passed' },
              {
                fullName: 'orders › a refused order says why',
                status: 'failed',
                failureMessages: [
                  'AssertionError: expected 500 to be 409\n    at orders.test.ts:12',
                ],
              },
            ],
          },
          {
            name: '/repo/apps/guest-api/test/push.test.ts',
            status: 'failed',
            message: 'Error: Hook timed out in 10000ms',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    );
    expect(failures).toEqual([
      {
        where: 'apps/guest-api/test/orders.test.ts',
        title: 'orders › a refused order says why',
        error: 'AssertionError: expected 500 to be 409\n    at orders.test.ts:12',
      },
      {
        where: 'apps/guest-api/test/push.test.ts',
        title: '(the file itself)',
        error: 'Error: Hook timed out in 10000ms',
      },
    ]);
  });

  it('names a failed journey with its project, its error without colours and the page it saw (its snapshot alone), and an error outside any test; a flaky one is left out', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'digest-'));
    const context = path.join(dir, 'error-context.md');
    writeFileSync(
      context,
      [
        '# Instructions\n\n- Following Playwright test failed.\n',
        '# Error details\n\n```\nError: locator.click: Timeout 2000ms exceeded.\n```\n',
        '# Page snapshot\n\n```yaml\n- heading "Staff accounts" [level=1]\n- alert: Something went wrong\n```\n',
        "# Test source\n\n```ts\nawait page.getByRole('button').click();\n```\n",
      ].join('\n'),
    );
    // A failure outside a page (an API call's assertion): no snapshot, so no page is quoted.
    const pageless = path.join(dir, 'error-context-pageless.md');
    writeFileSync(pageless, '# Instructions\n\n- Following Playwright test failed.\n');
    const failures = playwrightFailures({
      errors: [{ message: 'Error: Timed out waiting 30000ms from config.webServer.' }],
      suites: [
        {
          title: 'session.spec.ts',
          file: 'session.spec.ts',
          specs: [
            {
              title: 'signing out everywhere ends the session',
              line: 42,
              tests: [
                {
                  projectName: 'esg',
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error: {
                        message:
                          '\u001b[31mError: locator.click: Timeout 2000ms exceeded.\u001b[39m',
                      },
                      attachments: [{ name: 'error-context', path: context }],
                    },
                  ],
                },
                { projectName: 'vct', status: 'flaky', results: [{ status: 'passed' }] },
                {
                  projectName: 'ehh',
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error: { message: 'Error: expect(received).toBe(expected)' },
                      attachments: [{ name: 'error-context', path: pageless }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(failures).toEqual([
      {
        where: '(the run)',
        title: 'an error outside any test',
        error: 'Error: Timed out waiting 30000ms from config.webServer.',
      },
      {
        where: 'session.spec.ts:42 [esg]',
        title: 'signing out everywhere ends the session',
        error: 'Error: locator.click: Timeout 2000ms exceeded.',
        page: '- heading "Staff accounts" [level=1]\n- alert: Something went wrong',
      },
      {
        where: 'session.spec.ts:42 [ehh]',
        title: 'signing out everywhere ends the session',
        error: 'Error: expect(received).toBe(expected)',
      },
    ]);
  });

  it('quotes the telling lines of a check that failed with no failed test named', () => {
    const failure = unexplainedFailure(
      'unit and component tests (vitest)',
      'RUN v4\n ✓ a passing test\n⎯⎯ Unhandled Errors ⎯⎯\nError: read ECONNRESET\n done',
    );
    expect(failure.error).toBe('⎯⎯ Unhandled Errors ⎯⎯\nError: read ECONNRESET');
  });

  it('prints every failure by name, but only the first ones in full, and nothing when all passed', () => {
    const failure = { where: 'a.test.ts', title: 'a test', error: 'Error: no' };
    expect(digestLines([])).toEqual([]);
    const lines = digestLines([failure, { ...failure, title: 'another test' }], 1);
    expect(lines).toEqual([
      '━━ What failed (2)',
      '',
      '✖ a.test.ts › a test',
      '    Error: no',
      '',
      '✖ a.test.ts › another test',
    ]);
  });
});
