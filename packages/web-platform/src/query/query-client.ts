import { QueryClient } from '@tanstack/react-query';

/**
 * An app's one cache of the hotel's data. Data is fresh for 30 s across screens; a failed read is
 * not retried on its own, the screen says why and offers "Try again".
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
