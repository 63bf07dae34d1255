import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { QueryClientContext, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { LoadingOverlay } from '@portal/ui/loading-overlay';
import { GuestProfileContext, profileQuery } from '../../hooks/use-guest-profile.ts';
import { forgetSession, isSignedIn } from '../../lib/guest-session.ts';
import { useLiveUpdates } from '../../lib/live-updates.ts';
import { queryClient } from '../../lib/query-client.ts';
import { OfflineScreen } from './offline-screen.tsx';

/** The server's message, else the error, else a fixed fallback when the profile cannot be loaded. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return error ? String(error) : 'Something went wrong!';
}

/**
 * Every signed-in screen sits under this: not signed in goes to /login; the profile (GET
 * customer-flow/me, started by the route's loader) is read once for all three shells; a failed
 * first read signs the guest out, unless the network is gone: then the offline screen. The hotel's data is read through TanStack Query from here down.
 */
export function SignedInSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The server renders this only for a live session, in its request's own cache (server-render.tsx).
  const signedIn = import.meta.env.SSR || isSignedIn();
  const client = useContext(QueryClientContext) ?? queryClient;
  const profile = useQuery({ ...profileQuery, enabled: signedIn }, client);
  const failure = profile.data === undefined && profile.isError ? profile.error : null;
  useLiveUpdates(signedIn && profile.data !== undefined);

  const offline = failure instanceof ApiRequestError && failure.code === 'NETWORK';
  const retry = profile.refetch;

  // Offline, the guest keeps the session and sees the offline screen until the network is back.
  useEffect(() => {
    if (!offline) return;
    const retryOnline = () => void retry();
    window.addEventListener('online', retryOnline);
    return () => window.removeEventListener('online', retryOnline);
  }, [offline, retry]);

  useEffect(() => {
    if (!failure || offline) return;
    console.error(describeFailure(failure));
    // A refused session is ended centrally (endSession, lib/guest-session.ts), with the reason on /login.
    if (failure instanceof ApiRequestError && failure.code === 'UNAUTHENTICATED') return;
    forgetSession();
    void navigate('/login', { replace: true });
  }, [failure, offline, navigate]);

  if (!signedIn) return <Navigate to="/login" replace />;
  if (offline) return <OfflineScreen onRetry={() => void retry()} />;
  if (!profile.data) return <LoadingOverlay visible label={t('app.loading')} />;
  const refresh = async () => {
    await profile.refetch();
  };
  return (
    <QueryClientProvider client={client}>
      <GuestProfileContext.Provider value={{ profile: profile.data, refresh }}>
        <Outlet />
      </GuestProfileContext.Provider>
    </QueryClientProvider>
  );
}
