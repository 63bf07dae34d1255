import { redirect, type RouteObject } from 'react-router';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { SignInPage } from '../features/sign-in/routes/sign-in-page.tsx';
import { queryClient } from '../lib/query-client.ts';
import { staffSessionQuery } from '../lib/staff-session.ts';
import { loadScreenTexts } from './i18n.ts';
import { ConsoleLoading } from './routes/console-loading.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteErrorScreen } from './routes/route-error-screen.tsx';
import { StartPage } from './routes/start-page.tsx';
import { RoleGate } from './shells/role-gate.tsx';
import { SignedInShell } from './shells/signed-in-shell.tsx';

/** Every signed-in screen needs a live session (without one, sign in) and its texts. */
async function requireSession() {
  try {
    await Promise.all([queryClient.ensureQueryData(staffSessionQuery), loadScreenTexts()]);
    return null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'STAFF_UNAUTHENTICATED')
      return redirect('/sign-in');
    throw error;
  }
}

/** A staff member still signed in has nothing to do on the sign-in screen. */
async function leaveSignInWhenSignedIn() {
  try {
    await queryClient.ensureQueryData(staffSessionQuery);
  } catch {
    // No live session (or no answer): the form is what is needed.
    return null;
  }
  return redirect('/');
}

const kitchenRoutes: RouteObject[] = [
  {
    path: '/kitchen',
    lazy: async () => ({
      Component: (await import('../features/kitchen/routes/kitchen-board-page.tsx'))
        .KitchenBoardPage,
    }),
  },
];

const menuRoutes: RouteObject[] = [
  {
    path: '/menu',
    lazy: async () => ({
      Component: (await import('../features/menu/routes/menu-page.tsx')).MenuPage,
    }),
  },
];

const frontDeskRoutes: RouteObject[] = [
  {
    path: '/front-desk',
    lazy: async () => ({
      Component: (await import('../features/front-desk/routes/front-desk-day-page.tsx'))
        .FrontDeskDayPage,
    }),
  },
  {
    path: '/reservations/search',
    lazy: async () => ({
      Component: (await import('../features/front-desk/routes/reservation-search-page.tsx'))
        .ReservationSearchPage,
    }),
  },
  {
    path: '/in-house',
    lazy: async () => ({
      Component: (await import('../features/front-desk/routes/in-house-page.tsx')).InHousePage,
    }),
  },
  {
    path: '/front-desk/reservations/:id',
    lazy: async () => {
      const [{ FrontDeskReservationPage }, { ReservationMessages }] = await Promise.all([
        import('../features/front-desk/routes/front-desk-reservation-page.tsx'),
        import('../features/guest-messages/components/reservation-messages.tsx'),
      ]);
      return {
        Component: () => (
          <FrontDeskReservationPage
            morePanels={(reservation) => <ReservationMessages reservation={reservation} />}
          />
        ),
      };
    },
  },
];

const reservationImportRoutes: RouteObject[] = [
  {
    path: '/reservations/new',
    lazy: async () => ({
      Component: (await import('../features/reservation-import/routes/new-reservation-page.tsx'))
        .NewReservationPage,
    }),
  },
  {
    path: '/reservations/import',
    lazy: async () => ({
      Component: (
        await import('../features/reservation-import/routes/import-reservations-page.tsx')
      ).ImportReservationsPage,
    }),
  },
];

const conciergeRoutes: RouteObject[] = [
  {
    path: '/programs',
    lazy: async () => ({
      Component: (await import('../features/concierge/routes/programs-page.tsx')).ProgramsPage,
    }),
  },
  {
    path: '/local-tips',
    lazy: async () => ({
      Component: (await import('../features/concierge/routes/local-tips-page.tsx')).LocalTipsPage,
    }),
  },
  {
    path: '/offers',
    lazy: async () => ({
      Component: (await import('../features/concierge/routes/offers-page.tsx')).OffersPage,
    }),
  },
  {
    path: '/activities',
    lazy: async () => ({
      Component: (await import('../features/concierge/routes/activities-page.tsx')).ActivitiesPage,
    }),
  },
];

const inboxRoutes: RouteObject[] = [
  {
    path: '/inbox/:threadId?',
    lazy: async () => ({
      Component: (await import('../features/inbox/routes/inbox-page.tsx')).InboxPage,
    }),
  },
];

const managerRoutes: RouteObject[] = [
  {
    path: '/accounts',
    lazy: async () => ({
      Component: (await import('../features/staff-accounts/routes/staff-accounts-page.tsx'))
        .StaffAccountsPage,
    }),
  },
  {
    path: '/messages',
    lazy: async () => ({
      Component: (await import('../features/guest-messages/routes/guest-messages-page.tsx'))
        .GuestMessagesPage,
    }),
  },
  {
    path: '/quick-replies',
    lazy: async () => ({
      Component: (await import('../features/inbox/routes/quick-replies-page.tsx')).QuickRepliesPage,
    }),
  },
  {
    path: '/audit-log',
    lazy: async () => ({
      Component: (await import('../features/audit-log/routes/audit-log-page.tsx')).AuditLogPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/sign-in',
    loader: leaveSignInWhenSignedIn,
    Component: SignInPage,
    HydrateFallback: ConsoleLoading,
    ErrorBoundary: RouteErrorScreen,
  },
  {
    id: 'signed-in',
    loader: requireSession,
    Component: SignedInShell,
    HydrateFallback: ConsoleLoading,
    ErrorBoundary: RouteErrorScreen,
    children: [
      { index: true, Component: StartPage },
      {
        Component: () => <RoleGate roles={['kitchen']} />,
        children: [...kitchenRoutes, ...menuRoutes],
      },
      {
        Component: () => <RoleGate roles={['front-desk']} />,
        children: [...frontDeskRoutes, ...reservationImportRoutes],
      },
      { Component: () => <RoleGate roles={['concierge']} />, children: conciergeRoutes },
      {
        Component: () => <RoleGate roles={['front-desk', 'concierge']} />,
        children: inboxRoutes,
      },
      { Component: () => <RoleGate roles={['manager']} />, children: managerRoutes },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
