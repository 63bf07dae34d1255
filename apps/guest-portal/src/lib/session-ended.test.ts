import { describe, expect, it, vi } from 'vitest';
import { isSignedIn, storeSession } from './guest-session.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { endSession, onSessionEnded } from './session-ended.ts';

describe('a session the hotel ended (a 401 on a signed-in call)', () => {
  it('forgets what the guest was shown, so the next guest on this phone never sees it', () => {
    storeSession({ csrfToken: 'anna-schmidt' });
    queryClient.setQueryData(queryKeys.bill, { total: 1_250_000 });
    queryClient.setQueryData(queryKeys.profile, { guestId: 7 });
    const signInAgain = vi.fn();
    onSessionEnded(signInAgain);

    endSession();

    expect(isSignedIn()).toBe(false);
    expect(queryClient.getQueryData(queryKeys.bill)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.profile)).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(signInAgain).toHaveBeenCalledOnce();
  });
});
