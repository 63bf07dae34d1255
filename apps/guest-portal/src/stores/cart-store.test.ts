import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSession } from '../lib/guest-session.ts';
import {
  cartCount,
  cartLineInputs,
  cartTotal,
  readStoredCart,
  useCartStore,
  type CartLine,
} from './cart-store.ts';

function line(itemId: number, quantity: number, unitPrice = 50_000, notes = ''): CartLine {
  return {
    itemId,
    quantity,
    unitPrice,
    notes,
    name: { en: `Dish ${itemId}`, vi: `Món ${itemId}` },
    image: null,
  };
}

beforeEach(() => {
  localStorage.clear();
  useCartStore.getState().syncFromStorage();
});

describe('the cart', () => {
  it('is kept in local storage under tmg_cart and survives a reload', () => {
    useCartStore.getState().addLine(line(1, 2));
    const stored: unknown = JSON.parse(localStorage.getItem('tmg_cart') ?? 'null');
    expect(stored).toMatchObject({ lines: [{ itemId: 1, quantity: 2 }] });
    // A reload builds the store from storage.
    useCartStore.setState({ lines: [] });
    useCartStore.getState().syncFromStorage();
    expect(useCartStore.getState().lines).toEqual([line(1, 2)]);
  });

  it('merges the same item into one line with the quantities added and both notes kept', () => {
    useCartStore.getState().addLine(line(1, 2, 50_000, 'no chilli'));
    useCartStore.getState().addLine(line(1, 3, 50_000, 'extra lime'));
    useCartStore.getState().addLine(line(1, 1, 50_000, 'no chilli'));
    expect(useCartStore.getState().lines).toEqual([
      { ...line(1, 6), notes: 'no chilli; extra lime' },
    ]);
  });

  it('never goes above 20 of one item, the most one order line may hold', () => {
    useCartStore.getState().addLine(line(1, 15));
    useCartStore.getState().addLine(line(1, 15));
    expect(useCartStore.getState().lines[0]?.quantity).toBe(20);
    useCartStore.getState().setQuantity(1, 0);
    expect(useCartStore.getState().lines[0]?.quantity).toBe(1);
  });

  it('adds up the total in VND and counts the dishes', () => {
    useCartStore.getState().addLine(line(1, 2, 85_000));
    useCartStore.getState().addLine(line(2, 1, 120_000));
    const { lines } = useCartStore.getState();
    expect(cartTotal(lines)).toBe(290_000);
    expect(cartCount(lines)).toBe(3);
    expect(cartLineInputs(lines)).toEqual([
      { itemId: 1, quantity: 2 },
      { itemId: 2, quantity: 1 },
    ]);
  });

  it('changes quantities and removes lines, and an emptied cart leaves nothing in storage', () => {
    useCartStore.getState().addLine(line(1, 2));
    useCartStore.getState().addLine(line(2, 1));
    useCartStore.getState().setQuantity(2, 4);
    useCartStore.getState().removeLine(1);
    expect(readStoredCart()).toEqual([line(2, 4)]);
    useCartStore.getState().removeLine(2);
    expect(localStorage.getItem('tmg_cart')).toBeNull();
  });

  it('is gone after sign-out: a removed key is never written back from memory', () => {
    useCartStore.getState().addLine(line(1, 2));
    forgetSession();
    useCartStore.getState().syncFromStorage();
    expect(useCartStore.getState().lines).toEqual([]);

    useCartStore.getState().addLine(line(1, 2));
    forgetSession();
    // Even without a re-read, the next change starts from what is stored.
    useCartStore.getState().addLine(line(3, 1));
    expect(readStoredCart()).toEqual([line(3, 1)]);
  });

  it('follows another tab clearing the cart', () => {
    useCartStore.getState().addLine(line(1, 2));
    localStorage.removeItem('tmg_cart');
    window.dispatchEvent(new StorageEvent('storage', { key: 'tmg_cart', newValue: null }));
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('treats an unreadable stored value as an empty cart', () => {
    localStorage.setItem('tmg_cart', '[]');
    expect(readStoredCart()).toEqual([]);
    localStorage.setItem('tmg_cart', '{not json');
    expect(readStoredCart()).toEqual([]);
    useCartStore.getState().addLine(line(1, 1));
    expect(readStoredCart()).toEqual([line(1, 1)]);
  });
});
