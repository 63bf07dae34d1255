import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// `npm run format:check` as the root script runs it, on probe files written inside the repo so
// Prettier reads the repo's own config and ignore files.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const probeDir = mkdtempSync(path.join(import.meta.dirname, 'format-probe-'));
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));
// Each check starts Node and Prettier: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function formatCheck(...paths: string[]) {
  const result = spawnSync(process.execPath, ['ops/scripts/src/format-check.ts', ...paths], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    },
    stdio: 'pipe',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

function probe(name: string, source: string): string {
  const file = path.join(probeDir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  return path.relative(ROOT, file);
}

describe('format:check', () => {
  it('fails on a badly formatted file and names it', () => {
    const file = probe('room-number.ts', 'export const roomNumber   =  "1204"\n');
    const { code, output } = formatCheck(file);
    expect(code).toBe(1);
    expect(output).toContain('room-number.ts');
  });

  it('passes a file in the repo style (single quotes, semicolons, 100 columns)', () => {
    const file = probe(
      'stay-length.ts',
      'export const stayLength = (nights: number): string => `${nights} nights`;\n',
    );
    expect(formatCheck(file)).toMatchObject({ code: 0 });
  });

  it('leaves what tools write alone: the lockfile and built bundles', () => {
    const built = probe('dist/bundle.js', 'var a=1;var b   =2\n');
    expect(formatCheck('pnpm-lock.yaml', built)).toMatchObject({ code: 0 });
  });
});
