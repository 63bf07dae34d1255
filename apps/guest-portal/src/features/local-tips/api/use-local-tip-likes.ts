import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LocalTip } from '@portal/api-client/contract/local-tips';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  likeToggled,
  settledOverrides,
  tipAsShown,
  withoutOverride,
  type LikeOverrides,
} from '../local-tip-rules.ts';
import { saveLike } from './local-tip-queries.ts';

/**
 * Likes shown as soon as the guest taps, saved in the background, and rolled back (with
 * `onError`) if the server refuses.
 */
export function useLocalTipLikes(
  tips: readonly LocalTip[] | undefined,
  onError: (error: unknown) => void,
) {
  const [overrides, setOverrides] = useState<LikeOverrides>({});
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const busy = useRef(new Set<number>());
  const queryClient = useQueryClient();

  useEffect(() => {
    if (tips) setOverrides((current) => settledOverrides(tips, current));
  }, [tips]);

  async function toggleLike(tip: LocalTip) {
    if (busy.current.has(tip.id)) return;
    busy.current.add(tip.id);
    setPending(new Set(busy.current));
    const next = likeToggled(tipAsShown(tip, overrides));
    setOverrides((current) => ({ ...current, [tip.id]: next }));
    try {
      const saved = await saveLike(tip, next.liked);
      setOverrides((current) => ({
        ...current,
        [tip.id]: { liked: saved.liked, likes: saved.likes },
      }));
      // Both lists and the tip's page show the like: each is read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.localTips });
    } catch (error) {
      setOverrides((current) => withoutOverride(current, tip.id));
      onError(error);
    } finally {
      busy.current.delete(tip.id);
      setPending(new Set(busy.current));
    }
  }

  return { overrides, pending, toggleLike };
}
