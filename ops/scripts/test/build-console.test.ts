import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const tenantsRoot = mkdtempSync(path.join(tmpdir(), 'console-tenants-'));
afterAll(() => rmSync(tenantsRoot, { recursive: true, force: true }));
vi.setConfig({ testTimeout: 30_000 });

const buildConsole = (args: string[]) =>
  spawnSync(process.execPath, ['ops/scripts/src/build-console.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PORTAL_TENANTS_ROOT: tenantsRoot },
  });

describe('build-console', () => {
  it('stops before building when a hotel folder is broken, naming it and what is wrong', () => {
    cpSync(path.join(ROOT, 'tenants/esg'), path.join(tenantsRoot, 'esg'), { recursive: true });
    const esg = JSON.parse(readFileSync(path.join(ROOT, 'tenants/esg/tenant.json'), 'utf8'));
    mkdirSync(path.join(tenantsRoot, 'tst'));
    writeFileSync(
      path.join(tenantsRoot, 'tst', 'tenant.json'),
      JSON.stringify({ ...esg, id: 'tst', hotelKey: '40', themeColor: 'purple' }),
    );
    const result = buildConsole(['--tenant', 'esg']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('✖ Tenant config tenants/tst is invalid:');
    expect(result.stderr).toContain('themeColor: a hex colour such as #99CC33');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('says how it is used, with the hotels it knows, when the tenant flag is missing', () => {
    rmSync(path.join(tenantsRoot, 'tst'), { recursive: true, force: true });
    const result = buildConsole([]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run build:console -- --tenant <esg|all>');
  });
});
