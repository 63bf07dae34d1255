import { createContext, use } from 'react';
import type { StaffSession } from '@portal/api-client/staff-contract/staff-session';

/** The signed-in staff member and their hotel, provided by the signed-in shell. */
export const StaffSessionContext = createContext<StaffSession | null>(null);

export function useStaffSession(): StaffSession {
  const session = use(StaffSessionContext);
  if (!session) throw new Error('useStaffSession is used outside the signed-in shell');
  return session;
}
