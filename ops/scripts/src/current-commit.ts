import { spawnSync } from 'node:child_process';
import { ROOT } from './run-command.ts';

/**
 * The commit a build says it is: PORTAL_COMMIT when the caller knows it (a CI checkout without
 * .git), else the checkout's HEAD, else `unknown`.
 */
export function currentCommit(): string {
  if (process.env.PORTAL_COMMIT) return process.env.PORTAL_COMMIT;
  const git = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const commit = git.status === 0 ? git.stdout.trim() : '';
  return /^[0-9a-f]{7,40}$/.test(commit) ? commit : 'unknown';
}
