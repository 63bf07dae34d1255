import { describe, expect, it } from 'vitest';
import {
  unavailableLinePath,
  unavailableLinePositions,
} from '../src/contract/unavailable-dishes.ts';
import { orderNumber } from '../src/rules/order-number.ts';

describe("an order's number", () => {
  it('is RS and the id on six digits, more once the id outgrows them', () => {
    expect(orderNumber(16)).toBe('RS000016');
    expect(orderNumber(1_234_567)).toBe('RS1234567');
  });
});

describe("MENU_ITEM_UNAVAILABLE's details", () => {
  it('name the refused lines by their position in the request, read back as written', () => {
    const details = [
      { path: unavailableLinePath(1), message: 'Beef pho is not available now' },
      { path: 'body.lines', message: 'An older detail naming no line' },
      { path: unavailableLinePath(12), message: 'Item 42 is not on the menu' },
    ];
    expect(details[0]?.path).toBe('body.lines.1.itemId');
    expect(unavailableLinePositions(details)).toEqual([1, 12]);
  });
});
