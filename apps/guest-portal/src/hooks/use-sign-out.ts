import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetSession } from '../lib/guest-session.ts';
import { guestApi } from '../lib/guest-api.ts';
import { withLoading } from '../stores/loading-store.ts';

/**
 * Unsubscribes this device from the guest's notifications, revokes the token on the server,
 * forgets it with the cart, and goes to /login.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await withLoading(async () => {
        // While the token still opens the API; the sign-out drops this session's device anyway.
        // Loaded only now: the signed-in shell (the home budget) does not carry it.
        await import('../lib/push-notifications.ts')
          .then(({ turnOffNotifications }) => turnOffNotifications())
          .catch((error: unknown) => {
            console.warn(error instanceof Error ? error.message : error);
          });
        return guestApi.signOut({});
      });
    } catch (error) {
      // The guest still leaves: the token is forgotten here and expires on the server.
      console.warn(error instanceof Error ? error.message : error);
    } finally {
      forgetSession();
      await navigate('/login', { replace: true });
    }
  }, [navigate]);
}
