import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { readAccessToken } from '../lib/access-token.ts';

type StartData = (queryClient: QueryClient, route: LoaderFunctionArgs) => Promise<void>;

/**
 * A signed-in route's loader: starts the screen's data as soon as the route is known, alongside
 * its code chunk, with the query options the screen's hooks use. It waits for nothing from the
 * hotel (the screen shows its own skeleton, failure and "Try again"), and TanStack Query and the
 * API client load here rather than with the sign-in screen.
 */
export function startData(start: StartData) {
  return async (route: LoaderFunctionArgs): Promise<null> => {
    // Without a session the signed-in shell sends the guest to /login; nothing to read.
    if (readAccessToken() === null) return null;
    const { queryClient } = await import('../lib/query-client.ts');
    await start(queryClient, route);
    return null;
  };
}

/** The ?filter of /local-tips, as the screen reads it. */
export function localTipsFilter(request: Request): 'all' | 'liked' {
  return new URL(request.url).searchParams.get('filter') === 'liked' ? 'liked' : 'all';
}
