import type { StaffRole } from '@portal/api-client/rules/staff-roles';
import { mayStaffCall } from '@portal/api-client/rules/staff-roles';

export interface NavigationEntry {
  path: string;
  /** Key of the entry's text in the common texts. */
  label: string;
  /** Who may open it (a manager opens everything). */
  roles: readonly StaffRole[];
}

/** The console's screens in the order of the navigation, each role's together. */
export const NAVIGATION: readonly NavigationEntry[] = [
  { path: '/inbox', label: 'shell.inbox', roles: ['front-desk', 'concierge'] },
  { path: '/front-desk', label: 'shell.frontDesk', roles: ['front-desk'] },
  { path: '/reservations/search', label: 'shell.findReservation', roles: ['front-desk'] },
  { path: '/in-house', label: 'shell.inHouse', roles: ['front-desk'] },
  { path: '/reservations/new', label: 'shell.newReservation', roles: ['front-desk'] },
  { path: '/reservations/import', label: 'shell.importReservations', roles: ['front-desk'] },
  { path: '/kitchen', label: 'shell.kitchen', roles: ['kitchen'] },
  { path: '/menu', label: 'shell.menu', roles: ['kitchen'] },
  { path: '/programs', label: 'shell.programs', roles: ['concierge'] },
  { path: '/local-tips', label: 'shell.localTips', roles: ['concierge'] },
  { path: '/offers', label: 'shell.offers', roles: ['concierge'] },
  { path: '/activities', label: 'shell.activities', roles: ['concierge'] },
  { path: '/accounts', label: 'shell.staffAccounts', roles: ['manager'] },
  { path: '/messages', label: 'shell.guestMessages', roles: ['manager'] },
  { path: '/quick-replies', label: 'shell.quickReplies', roles: ['manager'] },
  { path: '/audit-log', label: 'shell.auditLog', roles: ['manager'] },
];

/** The entries this role may use, in order. */
export function navigationFor(role: StaffRole): NavigationEntry[] {
  return NAVIGATION.filter((entry) => mayStaffCall(role, entry.roles));
}
