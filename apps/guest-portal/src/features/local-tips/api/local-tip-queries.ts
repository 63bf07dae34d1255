import type { LocalTip } from '@portal/api-client/contract/local-tips';
import { guestApi } from '../../../lib/guest-api.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export const LOCAL_TIPS_KEY = 'local-tips';

export function useLocalTips(filter: 'all' | 'liked') {
  return useApiQuery(`${LOCAL_TIPS_KEY}:list:${filter}`, () =>
    guestApi.listLocalTips({ query: { filter } }),
  );
}

export function useLocalTip(id: number) {
  return useApiQuery(`${LOCAL_TIPS_KEY}:tip:${id}`, () => guestApi.getLocalTip({ params: { id } }));
}

export function saveLike(tip: LocalTip, liked: boolean): Promise<LocalTip> {
  return liked
    ? guestApi.likeLocalTip({ params: { id: tip.id } })
    : guestApi.unlikeLocalTip({ params: { id: tip.id } });
}
