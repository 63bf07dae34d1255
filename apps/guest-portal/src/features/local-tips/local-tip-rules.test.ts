import { describe, expect, it } from 'vitest';
import type { LocalTip } from '@portal/api-client/contract/local-tips';
import {
  likeToggled,
  settledOverrides,
  tipAsShown,
  tipsAsShown,
  withoutOverride,
} from './local-tip-rules.ts';

function tip(id: number, liked: boolean, likes = 10): LocalTip {
  const text = { en: `Tip ${id}`, vi: `Gợi ý ${id}` };
  return {
    id,
    title: text,
    category: text,
    summary: text,
    description: text,
    address: '',
    distance: text,
    image: { url: '/t.svg', width: 640, height: 400 },
    likes,
    liked,
    isFavorite: false,
  };
}

describe('liking a local tip', () => {
  it('shows the like at once, counted', () => {
    const market = tip(1, false, 10);
    const overrides = { 1: likeToggled(market) };
    expect(tipAsShown(market, overrides)).toMatchObject({ liked: true, likes: 11 });
    expect(likeToggled(tip(2, true, 0))).toEqual({ liked: false, likes: 0 });
  });

  it('under "liked", takes a tip away as soon as it is unliked', () => {
    const tips = [tip(1, true), tip(2, true)];
    expect(
      tipsAsShown(tips, { 2: { liked: false, likes: 9 } }, 'liked').map((shown) => shown.id),
    ).toEqual([1]);
    expect(
      tipsAsShown(tips, { 2: { liked: false, likes: 9 } }, 'all').map((shown) => shown.id),
    ).toEqual([1, 2]);
  });

  it('rolls back to what the server says when the like fails', () => {
    const overrides = withoutOverride({ 1: { liked: true, likes: 11 } }, 1);
    expect(tipAsShown(tip(1, false, 10), overrides)).toMatchObject({ liked: false, likes: 10 });
  });

  it('forgets a tap once the server agrees, and keeps it while the server is behind', () => {
    const overrides = { 1: { liked: true, likes: 11 }, 2: { liked: true, likes: 4 } };
    expect(settledOverrides([tip(1, true, 11), tip(2, false, 3)], overrides)).toEqual({
      2: { liked: true, likes: 4 },
    });
    expect(settledOverrides([tip(1, false, 10)], overrides)).toBe(overrides);
  });
});
