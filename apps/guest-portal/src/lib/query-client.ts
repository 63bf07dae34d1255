import { QueryClient } from '@tanstack/react-query';
import { onSessionForgotten } from './guest-session.ts';

/**
 * The portal's one cache of the hotel's data. Data is fresh for 30 s across screens; a failed
 * read is not retried on its own, the screen says why and offers "Try again".
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Whatever ends the session (signing out, a refused token, a failed profile load) also forgets
// what the guest was shown, so the next guest on this phone never sees it.
onSessionForgotten(() => queryClient.clear());
