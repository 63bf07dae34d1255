import fp from 'fastify-plugin';
import { conciergeHandlers } from '../features/concierge/concierge-routes.ts';
import { createConciergeRepository } from '../features/concierge/concierge-repository.ts';
import { createProgramDeskRepository } from '../features/concierge/program-desk-repository.ts';
import { programDeskHandlers } from '../features/concierge/program-desk-routes.ts';
import { inboxHandlers } from '../features/conversation/inbox-routes.ts';
import { createQuickRepliesRepository } from '../features/conversation/quick-replies-repository.ts';
import { createFrontDeskRepository } from '../features/front-desk/front-desk-repository.ts';
import { frontDeskHandlers } from '../features/front-desk/front-desk-routes.ts';
import { createReservationImportRepository } from '../features/front-desk/reservation-import-repository.ts';
import { reservationImportHandlers } from '../features/front-desk/reservation-import-routes.ts';
import { createGuestMessagesRepository } from '../features/guest-messages/guest-messages-repository.ts';
import { guestMessagesHandlers } from '../features/guest-messages/guest-messages-routes.ts';
import { createManagerDashboardRepository } from '../features/manager-dashboard/manager-dashboard-repository.ts';
import { managerDashboardHandlers } from '../features/manager-dashboard/manager-dashboard-routes.ts';
import { createMenuEditorRepository } from '../features/menu-editor/menu-editor-repository.ts';
import { menuEditorHandlers } from '../features/menu-editor/menu-editor-routes.ts';
import { picturesHandlers } from '../features/pictures/pictures-routes.ts';
import { createKitchenRepository } from '../features/room-service/kitchen-repository.ts';
import { kitchenHandlers } from '../features/room-service/kitchen-routes.ts';
import { auditLogHandlers } from '../features/staff/audit-log-routes.ts';
import { createStaffAccountsRepository } from '../features/staff/staff-accounts-repository.ts';
import { staffAccountsHandlers } from '../features/staff/staff-accounts-routes.ts';
import { staffSessionHandlers } from '../features/staff/staff-session-routes.ts';
import { registerStaffContract } from '../platform/http/register-contract.ts';
import { createStaffSignInMetrics } from '../platform/metrics/staff-sign-in-metrics.ts';
import { csrfMatches, staffCookieOf } from '../platform/sessions/staff-cookie.ts';
import { createSignInThrottle } from '../platform/sign-in/sign-in-throttle.ts';
import type { AppOptions } from './app-options.ts';
import type { AppParts } from './app-parts.ts';

/** The staff contract's calls (`staffContract`), each checked against the desk's session and role. */
export const staffCalls = fp<{ options: AppOptions; parts: AppParts }>(
  async (app, { options, parts }) => {
    const { store, now, events, audit, pictures, staffSessions, hotels } = parts;
    const staffAccounts = createStaffAccountsRepository(store);
    const concierge = createConciergeRepository(store);
    const frontDesk = createFrontDeskRepository(store);
    registerStaffContract(
      app,
      {
        ...staffSessionHandlers({
          accounts: staffAccounts,
          sessions: staffSessions,
          audit,
          throttle: createSignInThrottle(store, 'staff'),
          budgets: parts.signInBudgets,
          metrics: createStaffSignInMetrics(parts.metricsRegistry),
          maxSessionMs: parts.staffSessionLimits.maxMs,
          now,
        }),
        ...staffAccountsHandlers({ accounts: staffAccounts, sessions: staffSessions, audit, now }),
        ...auditLogHandlers({ audit }),
        ...frontDeskHandlers({
          frontDesk,
          checkIns: parts.checkIns,
          documents: parts.documents,
          audit,
          events,
          now,
        }),
        ...kitchenHandlers({ kitchen: createKitchenRepository(store), events, now }),
        ...menuEditorHandlers({
          menu: createMenuEditorRepository(store),
          pictures,
          events,
          audit,
          now,
        }),
        ...picturesHandlers({ pictures, now }),
        ...conciergeHandlers({ concierge, pictures, audit, now }),
        ...programDeskHandlers({
          desk: createProgramDeskRepository(store),
          programs: parts.programs,
          sessions: concierge.programs,
          audit,
          events,
          now,
        }),
        ...reservationImportHandlers({
          imports: createReservationImportRepository(store),
          frontDesk,
          audit,
          roomTypes: hotels.byCode((tenant) => tenant.roomTypes),
          now,
        }),
        ...managerDashboardHandlers({
          dashboards: createManagerDashboardRepository(store),
          now,
        }),
        ...guestMessagesHandlers({
          store,
          messages: createGuestMessagesRepository(store),
          audit,
          events,
          wakeSender: () => app.messageSender.wake(),
          now,
        }),
        ...inboxHandlers({
          conversations: parts.conversations,
          quickReplies: createQuickRepliesRepository(store),
          audit,
          events,
          now,
        }),
      },
      {
        resolve: (token, hotel) => staffSessions.resolve(token, hotel.id, now()),
        cookieOf: staffCookieOf,
        csrfMatches,
      },
      { staffSignIn: parts.signInLimit },
      options.answers,
    );
  },
  { name: 'staff-calls', dependencies: ['message-sending'] },
);
