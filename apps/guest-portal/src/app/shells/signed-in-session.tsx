import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate } from 'react-router';
import type { GuestProfile } from '@portal/api-client/contract/session';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { LoadingOverlay } from '@portal/ui/loading-overlay';
import { GuestProfileContext } from '../../hooks/use-guest-profile.ts';
import { forgetSession, readAccessToken } from '../../lib/access-token.ts';
import { guestApi } from '../../lib/guest-api.ts';

/** The server's message, else the error, else a fixed fallback when the profile cannot be loaded. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return error ? String(error) : 'Something went wrong!';
}

/**
 * Every signed-in screen sits under this: no token goes to /login; the profile (GET
 * customer-flow/me) loads once for all three shells; a failed load signs the guest out.
 */
export function SignedInSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [profile, setProfile] = useState<GuestProfile | null>(null);
  const token = readAccessToken();

  const refresh = useCallback(async () => {
    try {
      setProfile(await guestApi.getProfile({}));
    } catch (error) {
      console.error(describeFailure(error));
      // A refused session is ended centrally (lib/session-ended.ts), with the reason on /login.
      if (error instanceof ApiRequestError && error.code === 'UNAUTHENTICATED') return;
      forgetSession();
      await navigate('/login', { replace: true });
    }
  }, [navigate]);

  useEffect(() => {
    if (token) void refresh();
  }, [token, refresh]);

  if (!token) return <Navigate to="/login" replace />;
  if (!profile) return <LoadingOverlay visible label={t('app.loading')} />;
  return (
    <GuestProfileContext.Provider value={{ profile, refresh }}>
      <Outlet />
    </GuestProfileContext.Provider>
  );
}
