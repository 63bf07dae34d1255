import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discoverTenants, tenantsRoot } from './discover-tenants.ts';

const REPO_TENANTS = path.resolve(import.meta.dirname, '../..');

function writeTenant(root: string, folder: string, config: Record<string, unknown>) {
  mkdirSync(path.join(root, folder), { recursive: true });
  writeFileSync(path.join(root, folder, 'tenant.json'), JSON.stringify(config));
}

function esgWith(changes: Record<string, unknown>): Record<string, unknown> {
  const esg = JSON.parse(readFileSync(path.join(REPO_TENANTS, 'esg', 'tenant.json'), 'utf8'));
  return { ...esg, ...changes };
}

describe('the hotels are the folders under tenants/', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'tenants-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds the three hotels of the repo in the order of their hotel keys', () => {
    expect(discoverTenants(REPO_TENANTS).map((tenant) => tenant.id)).toEqual(['esg', 'vct', 'ehh']);
    expect(tenantsRoot()).toBe(REPO_TENANTS);
  });

  it('takes a new hotel from its folder alone, skipping folders without a tenant.json', () => {
    for (const id of ['esg', 'vct', 'ehh'])
      cpSync(path.join(REPO_TENANTS, id), path.join(root, id), { recursive: true });
    writeTenant(
      root,
      'tst',
      esgWith({ id: 'tst', hotelKey: '40', hotelCode: 'TST', themeColor: '#6A1B9A' }),
    );
    mkdirSync(path.join(root, 'schema'));
    const found = discoverTenants(root);
    expect(found.map((tenant) => [tenant.id, tenant.hotelCode])).toEqual([
      ['esg', 'ESG'],
      ['vct', 'VCT'],
      ['ehh', 'EHH'],
      ['tst', 'TST'],
    ]);
  });

  it('refuses a hotel whose config breaks the schema, naming its folder and the field', () => {
    writeTenant(root, 'tst', esgWith({ id: 'tst', hotelKey: '40', themeColor: 'purple' }));
    expect(() => discoverTenants(root)).toThrow(
      /Tenant config tenants\/tst is invalid:\n {2}- themeColor: a hex colour/,
    );
  });

  it("refuses a config whose id is not its folder's name, and two hotels with one key", () => {
    writeTenant(root, 'tst', esgWith({ id: 'other', hotelKey: '40' }));
    expect(() => discoverTenants(root)).toThrow(`"other" must be its folder's name "tst"`);
    rmSync(path.join(root, 'tst'), { recursive: true });
    writeTenant(root, 'esg', esgWith({}));
    writeTenant(root, 'tst', esgWith({ id: 'tst' }));
    expect(() => discoverTenants(root)).toThrow('Tenants esg, tst share the hotel key 10.');
  });
});
