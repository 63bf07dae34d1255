import { QueryClient } from '@tanstack/react-query';

/** The console's one cache of the hotel's data; a failed read says why and offers "Try again". */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
