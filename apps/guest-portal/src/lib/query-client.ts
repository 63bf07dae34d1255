import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '@portal/web-platform/query-client';
import { onSessionForgotten } from './guest-session.ts';

/** The portal's one cache of the hotel's data (the defaults both apps share). */
export const queryClient = createQueryClient();

// Whatever ends the session (signing out, a refused token, a failed profile load) also forgets
// what the guest was shown, so the next guest on this phone never sees it.
onSessionForgotten(() => queryClient.clear());

/** The data the server rendered the page with, in the cache before the browser takes it over. */
export function takeOverQueries(state: DehydratedState): void {
  hydrate(queryClient, state);
}
