import { createQueryClient } from '@portal/web-platform/query-client';
import { guestSession } from './guest-session.ts';

/**
 * The portal's one cache of the hotel's data. Whatever ends the session (signing out, a refused
 * session, a failed profile load) also forgets what the guest was shown, so the next guest on
 * this phone never sees it.
 */
export const queryClient = createQueryClient({ forgottenWith: guestSession });
