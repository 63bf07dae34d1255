import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, run } from './run-command.ts';

/** What every workspace's `lint` script runs, in its own folder. */
export const WORKSPACE_LINT = 'eslint . --max-warnings 0';

const WORKSPACE_FOLDERS = ['apps', 'packages', 'tenants', 'tooling', 'ops'];

/** Each workspace that has a `lint` script (its folder from the root) with that script. */
export function lintedWorkspaces(root = ROOT): { folder: string; script: string }[] {
  return WORKSPACE_FOLDERS.flatMap((parent) =>
    existsSync(path.join(root, parent))
      ? readdirSync(path.join(root, parent), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${parent}/${entry.name}`)
      : [],
  ).flatMap((folder) => {
    const manifest = path.join(root, folder, 'package.json');
    if (!existsSync(manifest)) return [];
    const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return scripts?.lint ? [{ folder, script: scripts.lint }] : [];
  });
}

/**
 * `npm test`'s lint: every workspace's `eslint . --max-warnings 0` in one ESLint process at the
 * root. ESLint 10 takes each file's config from the nearest eslint.config.js above it, so each
 * workspace keeps its own rules and files; one process loads ESLint, typescript-eslint and the
 * plugins once instead of once per workspace (13 starts cost more than half of lint's CPU).
 * A workspace whose script says something else runs its own.
 */
export async function lintWorkspaces(root = ROOT): Promise<number> {
  const workspaces = lintedWorkspaces(root);
  const together = workspaces.filter((w) => w.script === WORKSPACE_LINT).map((w) => w.folder);
  const eslint = path.join(
    path.dirname(createRequire(import.meta.url).resolve('eslint/package.json')),
    'bin/eslint.js',
  );
  let code = await run(process.execPath, [eslint, '--max-warnings', '0', ...together], {
    cwd: root,
  });
  for (const { folder } of workspaces.filter((w) => w.script !== WORKSPACE_LINT)) {
    const own = await run('pnpm', ['--dir', folder, 'run', 'lint'], { cwd: root });
    code ||= own;
  }
  return code;
}

if (import.meta.main) process.exit(await lintWorkspaces());
