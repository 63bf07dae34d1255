import { describe, expect, it } from 'vitest';
import { firstCallUrl } from './early-calls-plugin.ts';

describe("the early calls' addresses", () => {
  it("are the contract's paths under the hotel's API, with the call's query", () => {
    expect(firstCallUrl('/api', { name: 'getProfile' })).toBe('/api/customer-flow/me');
    expect(firstCallUrl('/api', { name: 'getMenuItem' })).toBe('/api/room-service/menu/items/:id');
    expect(
      firstCallUrl('https://api.example/v1', { name: 'listLocalTips', query: { filter: 'all' } }),
    ).toBe('https://api.example/v1/local-tips?filter=all');
  });

  it('are reads only: a call that changes something is refused at build', () => {
    expect(() => firstCallUrl('/api', { name: 'placeOrder' })).toThrow(/reads/);
  });
});
