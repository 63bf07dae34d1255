import { describe, expect, it } from 'vitest';
import { contract, type RouteName } from '../src/contract/contract.ts';
import { loadRoute, PART_OF_CALL } from '../src/client/guest-contract-parts.ts';

describe('the guest contract by part', () => {
  it('names a part for every call of the contract, and nothing else', () => {
    expect(Object.keys(PART_OF_CALL).sort()).toEqual(Object.keys(contract).sort());
  });

  it.each(Object.keys(contract) as RouteName[])(
    'loads %s from its part, the same route the server registers',
    async (name) => {
      expect(await loadRoute(name)).toBe(contract[name]);
    },
  );

  it('says which part lacks a call it was told holds it', async () => {
    const misplaced = PART_OF_CALL.getOffer;
    PART_OF_CALL.getOffer = 'session';
    try {
      await expect(loadRoute('getOffer')).rejects.toThrow(
        "The contract's session part has no call getOffer",
      );
    } finally {
      PART_OF_CALL.getOffer = misplaced;
    }
  });
});
