import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocalTip } from '@portal/api-client/contract/local-tips';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const localTipsQuery = (filter: 'all' | 'liked') =>
  queryOptions({
    queryKey: queryKeys.localTipList(filter),
    queryFn: () => guestApi.listLocalTips({ query: { filter } }),
  });

export const localTipQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.localTip(id),
    queryFn: () => guestApi.getLocalTip({ params: { id } }),
  });

export function useLocalTips(filter: 'all' | 'liked') {
  return useQuery(localTipsQuery(filter));
}

export function useLocalTip(id: number) {
  return useQuery(localTipQuery(id));
}

/** The tip id of the route, or 0 (answered 404 by the server) when it is not a number. */
export function localTipIdFrom(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export function saveLike(tip: LocalTip, liked: boolean): Promise<LocalTip> {
  return liked
    ? guestApi.likeLocalTip({ params: { id: tip.id } })
    : guestApi.unlikeLocalTip({ params: { id: tip.id } });
}
