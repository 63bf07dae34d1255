import { Navigate, type RouteObject } from 'react-router';
import { AuthLinkPage } from '../features/auth/routes/auth-link-page.tsx';
import { SignInPage } from '../features/auth/routes/sign-in-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteErrorScreen } from './routes/route-error-screen.tsx';
import { PublicLayout } from './shells/public-layout.tsx';
import { SignedInFirstView } from './shells/signed-in-first-view.tsx';
import { startData, startSession, startTexts } from './route-data.ts';
import type { ShellBackground } from '@portal/ui/page-shell';

/** Shell A (tall curved background). Each screen is its own chunk. */
const tallCurveRoutes: RouteObject[] = [
  {
    path: '/home',
    loader: startTexts(['home', 'rating']),
    lazy: async () => ({ Component: (await import('./routes/home-route.tsx')).HomeRoute }),
  },
  {
    path: '/check-in',
    loader: startData('checkIn', ['check-in']),
    lazy: async () => ({
      Component: (await import('../features/check-in/routes/check-in-page.tsx')).CheckInPage,
    }),
  },
  {
    path: '/check-in-success',
    loader: startData('checkIn', ['check-in']),
    lazy: async () => ({
      Component: (await import('../features/check-in/routes/check-in-success-page.tsx'))
        .CheckInSuccessPage,
    }),
  },
  {
    path: '/reserve/:id',
    loader: startData('program', ['programs']),
    lazy: async () => ({
      Component: (await import('../features/programs/routes/reserve-program-page.tsx'))
        .ReserveProgramPage,
    }),
  },
  {
    path: '/reserve-success/:id',
    loader: startData('program', ['programs']),
    lazy: async () => ({
      Component: (await import('../features/programs/routes/reserve-success-page.tsx'))
        .ReserveSuccessPage,
    }),
  },
  {
    path: '/cancel-program/:id',
    loader: startData('program', ['programs']),
    lazy: async () => ({
      Component: (await import('../features/programs/routes/cancel-program-page.tsx'))
        .CancelProgramPage,
    }),
  },
  {
    path: '/cancel-success/:id',
    loader: startData('program', ['programs']),
    lazy: async () => ({
      Component: (await import('../features/programs/routes/cancel-success-page.tsx'))
        .CancelSuccessPage,
    }),
  },
];

/** Shell B (short curved background). */
const shortCurveRoutes: RouteObject[] = [
  {
    path: '/my-reservation',
    loader: startData('myReservation', ['reservation', 'rating']),
    lazy: async () => ({
      Component: (await import('./routes/my-reservation-route.tsx')).MyReservationRoute,
    }),
  },
  {
    path: '/cancel-reservation',
    loader: startData('reservation', ['reservation']),
    lazy: async () => ({
      Component: (await import('./routes/cancel-reservation-route.tsx')).CancelReservationRoute,
    }),
  },
  {
    path: '/profile',
    loader: startTexts(['profile']),
    lazy: async () => ({
      Component: (await import('../features/profile/routes/profile-page.tsx')).ProfilePage,
    }),
  },
  {
    path: '/language',
    loader: startTexts(['language']),
    lazy: async () => ({
      Component: (await import('../features/language/routes/language-page.tsx')).LanguagePage,
    }),
  },
  {
    path: '/check-out',
    loader: startData('reservation', ['check-out']),
    lazy: async () => ({
      Component: (await import('../features/check-out/routes/check-out-page.tsx')).CheckOutPage,
    }),
  },
  {
    path: '/check-out-balance-bill',
    loader: startData('bill', ['check-out', 'bills']),
    lazy: async () => ({
      Component: (await import('./routes/check-out-balance-bill-route.tsx'))
        .CheckOutBalanceBillRoute,
    }),
  },
  {
    path: '/check-out-success',
    loader: startTexts(['check-out']),
    lazy: async () => ({
      Component: (await import('../features/check-out/routes/check-out-success-page.tsx'))
        .CheckOutSuccessPage,
    }),
  },
  {
    path: '/in-room-service',
    loader: startData('menu', ['room-service']),
    lazy: async () => ({
      Component: (await import('../features/room-service/routes/in-room-service-page.tsx'))
        .InRoomServicePage,
    }),
  },
  {
    path: '/food-detail/:id',
    loader: startData('dish', ['room-service']),
    lazy: async () => ({
      Component: (await import('../features/room-service/routes/food-detail-page.tsx'))
        .FoodDetailPage,
    }),
  },
  {
    path: '/order-success/:id',
    loader: startData('order', ['room-service']),
    lazy: async () => ({
      Component: (await import('../features/room-service/routes/order-success-page.tsx'))
        .OrderSuccessPage,
    }),
  },
  {
    path: '/programs',
    loader: startData('programs', ['programs']),
    lazy: async () => ({
      Component: (await import('../features/programs/routes/programs-page.tsx')).ProgramsPage,
    }),
  },
  {
    path: '/program-detail/:id',
    loader: startData('program', ['programs']),
    lazy: async () => ({
      Component: (await import('../features/programs/routes/program-detail-page.tsx'))
        .ProgramDetailPage,
    }),
  },
  {
    path: '/local-tips',
    loader: startData('localTips', ['local-tips']),
    lazy: async () => ({
      Component: (await import('../features/local-tips/routes/local-tips-page.tsx')).LocalTipsPage,
    }),
  },
  {
    path: '/local-tip-detail/:id',
    loader: startData('localTip', ['local-tips']),
    lazy: async () => ({
      Component: (await import('../features/local-tips/routes/local-tip-detail-page.tsx'))
        .LocalTipDetailPage,
    }),
  },
  {
    path: '/my-favorites',
    loader: startData('favorites', ['favorites']),
    lazy: async () => ({
      Component: (await import('../features/favorites/routes/my-favorites-page.tsx'))
        .MyFavoritesPage,
    }),
  },
  {
    path: '/my-activities',
    loader: startData('activities', ['activities']),
    lazy: async () => ({
      Component: (await import('../features/activities/routes/my-activities-page.tsx'))
        .MyActivitiesPage,
    }),
  },
  {
    path: '/messages',
    loader: startData('conversation', ['conversation']),
    lazy: async () => ({
      Component: (await import('../features/conversation/routes/messages-page.tsx')).MessagesPage,
    }),
  },
  {
    path: '/special-offer',
    loader: startData('offers', ['offers']),
    lazy: async () => ({
      Component: (await import('../features/offers/routes/special-offers-page.tsx'))
        .SpecialOffersPage,
    }),
  },
];

/** Shell C (the other short background). */
const shortFlatRoutes: RouteObject[] = [
  {
    path: '/balance-and-bills',
    loader: startData('bill', ['bills']),
    lazy: async () => ({
      Component: (await import('../features/bills/routes/balance-and-bills-page.tsx'))
        .BalanceAndBillsPage,
    }),
  },
  {
    path: '/cart',
    loader: startData('cart', ['room-service']),
    lazy: async () => ({
      Component: (await import('../features/room-service/routes/cart-page.tsx')).CartPage,
    }),
  },
];

function signedInLayout(background: ShellBackground) {
  return async () => {
    const { SignedInLayout } = await import('./shells/signed-in-layout.tsx');
    return { element: <SignedInLayout background={background} /> };
  };
}

/** Every route of the portal; the browser's router (browser-router.ts) and the prerender share it. */
export const portalRoutes: RouteObject[] = [
  {
    // The top-level error screen: 'Error {status or 500}: {message}'.
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/auth', element: <AuthLinkPage /> },
      {
        element: <PublicLayout />,
        children: [
          { path: '/login', element: <SignInPage variant="login" /> },
          { path: '/hotel', element: <SignInPage variant="hotel" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '/', element: <Navigate to="/home" replace /> },
      {
        // The signed-in shells load after sign-in, so the sign-in screen does not carry them; each
        // screen's loader brings its own texts. The guest's profile is read first for every one.
        loader: startSession(),
        // Until the shell's code is there: the shell drawn from the bundled texts, as prerendered.
        hydrateFallbackElement: (
          <SignedInFirstView
            shells={{
              'tall-curve': tallCurveRoutes,
              'short-curve': shortCurveRoutes,
              'short-flat': shortFlatRoutes,
            }}
          />
        ),
        lazy: async () => ({
          Component: (await import('./shells/signed-in-session.tsx')).SignedInSession,
        }),
        children: [
          { lazy: signedInLayout('tall-curve'), children: tallCurveRoutes },
          { lazy: signedInLayout('short-curve'), children: shortCurveRoutes },
          { lazy: signedInLayout('short-flat'), children: shortFlatRoutes },
        ],
      },
    ],
  },
];
