import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { staffApi, staffSession } from '../lib/staff-api.ts';

/** Ends this session (or every session of the account) on the server, then forgets what was shown. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (everywhere: boolean) => {
    staffSession.forget();
    try {
      await (everywhere ? staffApi.staffSignOutEverywhere() : staffApi.staffSignOut());
    } finally {
      queryClient.clear();
      await navigate('/sign-in', { replace: true });
    }
  };
}
