import { createQueryClient } from '@portal/web-platform/query-client';

/**
 * The console's one cache of the hotel's data. An ended session clears it on its way to sign-in
 * (app/router.tsx), signing out once the API has answered (hooks/use-sign-out.ts).
 */
export const queryClient = createQueryClient();
