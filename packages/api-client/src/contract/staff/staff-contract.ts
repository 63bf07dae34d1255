import { activityEditingRoutes } from './activity-editing.ts';
import { auditLogRoutes } from './audit-log.ts';
import { conciergeRoutes } from './concierge.ts';
import { frontDeskRoutes } from './front-desk.ts';
import { guestMessageRoutes } from './guest-messages.ts';
import { inboxRoutes } from './inbox.ts';
import { kitchenRoutes } from './kitchen.ts';
import { managerDashboardRoutes } from './manager-dashboard.ts';
import { menuRoutes } from './menu.ts';
import { pictureRoutes } from './pictures.ts';
import { programReservationRoutes } from './program-reservations.ts';
import { reservationImportRoutes } from './reservation-import.ts';
import { staffAccountRoutes } from './staff-accounts.ts';
import { staffSessionRoutes } from './staff-session.ts';

/** Every call of the staff console, by name: a part of the API of its own, signed in by cookie. */
export const staffContract = {
  ...staffSessionRoutes,
  ...staffAccountRoutes,
  ...auditLogRoutes,
  ...frontDeskRoutes,
  ...kitchenRoutes,
  ...reservationImportRoutes,
  ...menuRoutes,
  ...conciergeRoutes,
  ...programReservationRoutes,
  ...activityEditingRoutes,
  ...pictureRoutes,
  ...managerDashboardRoutes,
  ...guestMessageRoutes,
  ...inboxRoutes,
} as const;

export type StaffContract = typeof staffContract;
export type StaffRouteName = keyof StaffContract;
