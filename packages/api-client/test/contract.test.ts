import { describe, expect, it } from 'vitest';
import { contract } from '../src/contract/contract.ts';
import { ERROR_CATALOGUE, ERROR_CODES } from '../src/contract/errors.ts';
import { buildPath } from '../src/contract/route.ts';

describe('the contract', () => {
  it('has one call per method and path', () => {
    const keys = Object.values(contract).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names only catalogued rule codes, each with a 4xx status', () => {
    for (const route of Object.values(contract)) {
      for (const code of route.errors ?? []) {
        expect(ERROR_CODES).toContain(code);
        expect(ERROR_CATALOGUE[code].status).toBeGreaterThanOrEqual(400);
        expect(ERROR_CATALOGUE[code].status).toBeLessThan(500);
      }
    }
  });

  it('keeps the English texts of the rules the portal shows', () => {
    expect(ERROR_CATALOGUE.CHECKOUT_NOT_DEPARTURE_DATE.message).toBe(
      'Only allow request check-out on the departure date',
    );
    expect(ERROR_CATALOGUE.CANCELLATION_CLOSED.message).toBe('Contact us for cancellation');
    expect(ERROR_CATALOGUE.ROOM_REQUIRED_FOR_CART.message).toBe(
      'You must have a room to add to the cart!',
    );
    expect(ERROR_CATALOGUE.ROOM_REQUIRED_FOR_ORDER.message).toBe('You must have a room to order!');
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(buildPath('/favorites/:kind/:itemId', { kind: 'local-tip', itemId: 3 })).toBe(
      '/favorites/local-tip/3',
    );
    expect(buildPath('/programs/:id', { id: 'a/b' })).toBe('/programs/a%2Fb');
    expect(() => buildPath('/programs/:id', {})).toThrow('Missing path parameter id');
  });
});

describe('calendar dates', () => {
  it('accept a real date and refuse one that only looks like a date', async () => {
    const { IsoDate } = await import('../src/contract/common.ts');
    expect(IsoDate.safeParse('2028-02-29').success).toBe(true);
    for (const impossible of ['2026-02-29', '2026-13-01', '4421-81-81', '2026-04-31']) {
      expect({ impossible, ok: IsoDate.safeParse(impossible).success }).toEqual({
        impossible,
        ok: false,
      });
    }
  });
});
