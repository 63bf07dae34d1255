import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as tenantsFolder from '@portal/tenant-schema/discover-tenants';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { buildApp } from '../src/app.ts';
import { syncHotels } from '../src/seed/seed-demo-data.ts';
import { openTestStore, type TestStore } from './support/test-store.ts';

// Counts the reads of the hotels' configurations (tenants/): a read walks the folder and parses
// every tenant.json.
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@portal/tenant-schema/discover-tenants', async (importOriginal) => {
  const original = await importOriginal<typeof tenantsFolder>();
  return {
    ...original,
    discoverTenants: (...args: Parameters<typeof original.discoverTenants>) => {
      reads.count += 1;
      return original.discoverTenants(...args);
    },
  };
});

describe('the hotels of an app', () => {
  let dataDir = '';
  let testStore: TestStore;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'guest-api-hotels-'));
    testStore = await openTestStore(dataDir);
    await syncHotels(testStore.store, discoverTenants());
  });

  afterEach(async () => {
    await testStore.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function build(options: { given: boolean }) {
    const tenants = options.given ? { tenants: discoverTenants() } : {};
    reads.count = 0;
    const app = await buildApp({ store: testStore.store, dataDir, logLevel: 'silent', ...tenants });
    await app.close();
  }

  it('reads the hotels’ configurations once at start', async () => {
    await build({ given: false });
    expect(reads.count).toBe(1);
  });

  it('reads none when the caller gives them (main.ts reads them once for the start data too)', async () => {
    await build({ given: true });
    expect(reads.count).toBe(0);
  });
});
