import { QueryClient } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

/**
 * An app's one cache of the hotel's data. Data is fresh for 30 s across screens; a failed read is
 * not retried on its own, the screen says why and offers "Try again". Given the session, whatever
 * forgets it (signing out, a refused session) forgets what was shown too, so the next person on
 * this device never sees it.
 */
export function createQueryClient({ forgottenWith }: { forgottenWith?: Session } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  forgottenWith?.onForgotten(() => queryClient.clear());
  return queryClient;
}
