import { createContext, useContext } from 'react';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { GuestProfile } from '@portal/api-client/contract/session';
import { guestApi } from '../lib/guest-api.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** The signed-in guest (GET customer-flow/me), read once for the three shells. */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: () => guestApi.getProfile({}),
});

/** Starts reading the profile (the signed-in shells' loader); answers once it is read or failed. */
export const startProfile = (queryClient: QueryClient): Promise<void> =>
  queryClient.prefetchQuery(profileQuery);

export interface GuestProfileState {
  profile: GuestProfile;
  /** Reloads the profile after a call that changes it. */
  refresh: () => Promise<void>;
}

export const GuestProfileContext = createContext<GuestProfileState | null>(null);

/** The signed-in guest; only inside the signed-in shells. */
export function useGuestProfile(): GuestProfileState {
  const state = useContext(GuestProfileContext);
  if (!state) throw new Error('useGuestProfile outside the signed-in shell');
  return state;
}
