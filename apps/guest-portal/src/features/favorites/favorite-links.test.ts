import { describe, expect, it } from 'vitest';
import { favoriteKey, favoritePath } from './favorite-links.ts';

describe('a kept thing', () => {
  it('leads to its own page, and an offer to the offers list opened on it', () => {
    expect(favoritePath({ kind: 'local-tip', itemId: 4 })).toBe('/local-tip-detail/4');
    expect(favoritePath({ kind: 'program', itemId: 2 })).toBe('/program-detail/2');
    expect(favoritePath({ kind: 'menu-item', itemId: 7 })).toBe('/food-detail/7');
    expect(favoritePath({ kind: 'offer', itemId: 3 })).toBe('/special-offer?offer=3');
  });

  it('is told apart by kind and id together', () => {
    expect(favoriteKey({ kind: 'program', itemId: 1 })).not.toBe(
      favoriteKey({ kind: 'offer', itemId: 1 }),
    );
  });
});
