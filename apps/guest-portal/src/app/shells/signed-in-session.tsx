import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { LoadingOverlay } from '@portal/ui/loading-overlay';
import { GuestProfileContext, profileQuery } from '../../hooks/use-guest-profile.ts';
import { forgetSession, readAccessToken } from '../../lib/access-token.ts';
import { useLiveUpdates } from '../../lib/live-updates.ts';
import { queryClient } from '../../lib/query-client.ts';

/** The server's message, else the error, else a fixed fallback when the profile cannot be loaded. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return error ? String(error) : 'Something went wrong!';
}

/**
 * Every signed-in screen sits under this: no token goes to /login; the profile (GET
 * customer-flow/me, started by the route's loader) is read once for all three shells; a failed
 * first read signs the guest out. The hotel's data is read through TanStack Query from here down.
 */
export function SignedInSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = readAccessToken();
  const profile = useQuery({ ...profileQuery, enabled: token !== null }, queryClient);
  const failure = profile.data === undefined && profile.isError ? profile.error : null;
  useLiveUpdates(token !== null && profile.data !== undefined);

  useEffect(() => {
    if (!failure) return;
    console.error(describeFailure(failure));
    // A refused session is ended centrally (lib/session-ended.ts), with the reason on /login.
    if (failure instanceof ApiRequestError && failure.code === 'UNAUTHENTICATED') return;
    forgetSession();
    void navigate('/login', { replace: true });
  }, [failure, navigate]);

  if (!token) return <Navigate to="/login" replace />;
  if (!profile.data) return <LoadingOverlay visible label={t('app.loading')} />;
  const refresh = async () => {
    await profile.refetch();
  };
  return (
    <QueryClientProvider client={queryClient}>
      <GuestProfileContext.Provider value={{ profile: profile.data, refresh }}>
        <Outlet />
      </GuestProfileContext.Provider>
    </QueryClientProvider>
  );
}
