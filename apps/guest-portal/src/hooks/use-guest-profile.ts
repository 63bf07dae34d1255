import { createContext, useContext } from 'react';
import type { GuestProfile } from '@portal/api-client/contract/session';

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
