import type { LocalTip } from '@portal/api-client/contract/local-tips';

/** A like the guest just gave or took back, shown before the server has answered. */
export interface LikeOverride {
  liked: boolean;
  likes: number;
}

export type LikeOverrides = Readonly<Record<number, LikeOverride>>;

/** The tip as the guest should see it now: the server's, with their latest tap on top. */
export function tipAsShown(tip: LocalTip, overrides: LikeOverrides): LocalTip {
  const override = overrides[tip.id];
  return override ? { ...tip, ...override } : tip;
}

/** The tips of a filter as shown: under "liked", a tip unliked a moment ago leaves at once. */
export function tipsAsShown(
  tips: readonly LocalTip[],
  overrides: LikeOverrides,
  filter: 'all' | 'liked',
): LocalTip[] {
  const shown = tips.map((tip) => tipAsShown(tip, overrides));
  return filter === 'liked' ? shown.filter((tip) => tip.liked) : shown;
}

/** The tap on a tip's heart: the other way round, counted at once. */
export function likeToggled(tip: LocalTip): LikeOverride {
  const liked = !tip.liked;
  return { liked, likes: Math.max(0, tip.likes + (liked ? 1 : -1)) };
}

/** Drops the overrides the server's data now agrees with (the same object when none does). */
export function settledOverrides(
  tips: readonly LocalTip[],
  overrides: LikeOverrides,
): LikeOverrides {
  const kept: Record<number, LikeOverride> = {};
  let dropped = false;
  for (const [id, override] of Object.entries(overrides)) {
    const tip = tips.find((candidate) => candidate.id === Number(id));
    if (!tip || tip.liked !== override.liked) kept[Number(id)] = override;
    else dropped = true;
  }
  return dropped ? kept : overrides;
}

/** Without the override of one tip: its heart goes back to what the server says. */
export function withoutOverride(overrides: LikeOverrides, id: number): LikeOverrides {
  const rest: Record<number, LikeOverride> = { ...overrides };
  delete rest[id];
  return rest;
}
