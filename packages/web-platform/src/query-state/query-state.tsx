import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton, type SkeletonProps } from '@portal/ui/skeleton';
import { LoadFailure } from './load-failure.tsx';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The screen once its data is there; without it, only the waiting and failing states. */
  children?: (data: T) => ReactNode;
  /** The skeleton's shape while the data is on its way. */
  skeleton?: Omit<SkeletonProps, 'label'>;
  /** Where the skeleton or the failure sits (a card with the screen's title), when not bare. */
  frame?: (state: ReactNode) => ReactNode;
}

function Frame<T>({ query, data, children, skeleton, frame }: QueryStateProps<T> & { data?: T }) {
  const { t } = useTranslation();
  if (data !== undefined) return children ? children(data) : null;
  const state =
    query.isError && !query.isFetching ? (
      <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Skeleton {...skeleton} label={t('app.loading')} />
    );
  return frame ? frame(state) : state;
}

/**
 * A screen's data from the hotel: a skeleton while it loads, why it did not with "Try again",
 * or the data (kept on screen while it refreshes). The texts are the app's common `app.loading`,
 * `app.tryAgain` and `errors.*`.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  return <Frame {...props} data={props.query.data} />;
}

/**
 * The same, for a phone: the data arrives through a store update, which React renders at once
 * and whole; deferred, what it fills renders in slices, so taps are answered meanwhile. Without
 * children the screen draws the data itself, at once: the skeleton must go in the same render, or
 * the screen shifts.
 */
export function DeferredQueryState<T>(props: QueryStateProps<T>) {
  const deferred = useDeferredValue(props.query.data);
  return <Frame {...props} data={props.children ? deferred : props.query.data} />;
}
