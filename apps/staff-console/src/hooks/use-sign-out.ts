import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../lib/staff-api.ts';
import { forgetSession } from '@portal/web-platform/session';

/** Ends this session (or every session of the account) on the server, then forgets what was shown. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (everywhere: boolean) => {
    forgetSession();
    try {
      await (everywhere ? staffApi.staffSignOutEverywhere() : staffApi.staffSignOut());
    } finally {
      queryClient.clear();
      await navigate('/sign-in', { replace: true });
    }
  };
}
