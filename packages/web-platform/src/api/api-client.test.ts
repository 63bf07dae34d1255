import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';

interface HotelApi {
  staffGetSession: () => Promise<unknown>;
  getBill: (input: { reservationId: number }) => Promise<unknown>;
}

describe("an app's API client", () => {
  it('makes each call by its name with its input, and answers what the call answered', async () => {
    const call = vi.fn((name: string, input: unknown) => Promise.resolve({ name, input }));
    const api = createApiClient<HotelApi>(call);
    await expect(api.getBill({ reservationId: 7 })).resolves.toEqual({
      name: 'getBill',
      input: { reservationId: 7 },
    });
    await expect(api.staffGetSession()).resolves.toEqual({
      name: 'staffGetSession',
      input: undefined,
    });
  });

  it('hands a refusal to the screen as it came', async () => {
    const refusal = new Error('Your role may not do this');
    const api = createApiClient<HotelApi>(() => Promise.reject(refusal));
    await expect(api.staffGetSession()).rejects.toBe(refusal);
  });
});
