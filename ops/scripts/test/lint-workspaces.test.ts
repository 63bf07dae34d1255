import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lintedWorkspaces, lintWorkspaces, WORKSPACE_LINT } from '../src/lint-workspaces.ts';

// Each run starts Node and ESLint: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lint-workspaces-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A workspace with a lint script and its own ESLint rules. */
function workspace(folder: string, rules: Record<string, string>, script = WORKSPACE_LINT) {
  write(
    `${folder}/package.json`,
    JSON.stringify({ name: folder, type: 'module', scripts: { lint: script } }),
  );
  write(`${folder}/eslint.config.js`, `export default [{ rules: ${JSON.stringify(rules)} }];\n`);
}

describe('lint of every workspace in one ESLint process', () => {
  beforeEach(() => {
    workspace('apps/front-desk', { 'no-console': 'error' });
    workspace('packages/kit', { 'no-debugger': 'warn' });
    write('tooling/notes/package.json', JSON.stringify({ name: 'notes' }));
  });

  it('lists the workspaces that have a lint script', () => {
    expect(lintedWorkspaces(root).map((w) => w.folder)).toEqual([
      'apps/front-desk',
      'packages/kit',
    ]);
  });

  it("judges each workspace's files by its own config, not another's", async () => {
    write('packages/kit/src/log.js', "console.log('kit');\n");
    expect(await lintWorkspaces(root)).toBe(0);
    write('apps/front-desk/src/log.js', "console.log('front desk');\n");
    expect(await lintWorkspaces(root)).toBe(1);
  });

  it('fails on a warning, as --max-warnings 0 does in each workspace', async () => {
    write('packages/kit/src/pause.js', 'debugger;\n');
    expect(await lintWorkspaces(root)).toBe(1);
  });
});
