import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillsRepository } from '../src/platform/bills/bills-repository.ts';
import { createCheckInRepository } from '../src/platform/check-ins/check-in-repository.ts';
import { createReservationRepository } from '../src/features/reservation/reservation-repository.ts';
import { openTestStore, type TestStore } from './support/test-store.ts';

// A row that is not there reads as nothing, never as a blank record a caller would show.
let dataDir: string;
let testStore: TestStore;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'guest-api-missing-rows-'));
  testStore = await openTestStore(dataDir);
});
afterAll(async () => {
  await testStore.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a row that is not there', () => {
  it('is no reservation, not a blank one', async () => {
    await expect(createReservationRepository(testStore.store).find(4242)).resolves.toBeUndefined();
  });

  it('is no pre check-in, not a blank one', async () => {
    await expect(createCheckInRepository(testStore.store).find(4242)).resolves.toBeUndefined();
  });

  it('is no billing info, not a blank one', async () => {
    await expect(
      createBillsRepository(testStore.store).billingInfoOf(4242),
    ).resolves.toBeUndefined();
  });
});
