import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuItem } from '@portal/api-client/contract/room-service';
import type { CartLine } from '../../stores/cart-store.ts';
import { orderAttemptFor, orderNotes, searchMenu } from './room-service-rules.ts';

function item(id: number, en: string, vi: string, description = ''): MenuItem {
  return {
    id,
    categoryId: 1,
    name: { en, vi },
    description: { en: description, vi: description },
    price: 100_000,
    image: { url: '/x.svg', width: 640, height: 400 },
    available: true,
    isFavorite: false,
  };
}

const menu: MenuCategory[] = [
  {
    id: 1,
    name: { en: 'Mains', vi: 'Món chính' },
    items: [item(1, 'Beef noodle soup', 'Phở bò'), item(2, 'Club sandwich', 'Bánh mì kẹp')],
  },
  {
    id: 2,
    name: { en: 'Drinks', vi: 'Đồ uống' },
    items: [item(3, 'Iced coffee', 'Cà phê đá', 'with condensed milk')],
  },
];

describe('searching the menu', () => {
  it('finds a dish by its name in either language, without accents or case', () => {
    expect(
      searchMenu(menu, 'pho').flatMap((category) => category.items.map((found) => found.id)),
    ).toEqual([1]);
    expect(
      searchMenu(menu, 'CA PHE').flatMap((category) => category.items.map((found) => found.id)),
    ).toEqual([3]);
    expect(searchMenu(menu, 'sandwich').map((category) => category.id)).toEqual([1]);
  });

  it('finds a dish by its description and drops categories left empty', () => {
    expect(searchMenu(menu, 'condensed')).toEqual([{ ...menu[1], items: [menu[1]?.items[0]] }]);
    expect(searchMenu(menu, 'pizza')).toEqual([]);
  });

  it('shows the whole menu for an empty search', () => {
    expect(searchMenu(menu, '  ')).toEqual(menu);
  });
});

describe('the notes of an order', () => {
  const line = (notes: string): CartLine => ({
    itemId: 1,
    quantity: 2,
    unitPrice: 1,
    notes,
    name: { en: 'Beef noodle soup', vi: 'Phở bò' },
    image: null,
  });

  it("carry the guest's notes and each dish's notes for the kitchen, in the guest's language", () => {
    expect(orderNotes([line('no chilli')], 'Knock softly', 'vi')).toBe(
      'Knock softly\n2 × Phở bò: no chilli',
    );
    expect(orderNotes([line(' ')], '', 'en')).toBe('');
  });
});

describe('the Idempotency-Key of an order', () => {
  const order = {
    lines: [{ itemId: 1, quantity: 2 }],
    deliveryDate: null,
    deliveryTime: null,
    notes: '',
  };
  let keys = 0;
  const newKey = () => `key-${(keys += 1)}`;

  it('is kept for a retry or a double tap of the same order', () => {
    const first = orderAttemptFor(null, order, newKey);
    expect(orderAttemptFor(first, { ...order }, newKey).idempotencyKey).toBe(first.idempotencyKey);
  });

  it('is new once the order changed', () => {
    const first = orderAttemptFor(null, order, newKey);
    const changed = orderAttemptFor(
      first,
      { ...order, lines: [{ itemId: 1, quantity: 3 }] },
      newKey,
    );
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('is a UUID the contract accepts by default', () => {
    expect(orderAttemptFor(null, order).idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });
});
