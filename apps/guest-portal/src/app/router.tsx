import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthLinkPage } from '../features/auth/routes/auth-link-page.tsx';
import { SignInPage } from '../features/auth/routes/sign-in-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteErrorScreen } from './routes/route-error-screen.tsx';
import { PublicLayout } from './shells/public-layout.tsx';
import { SignedInLayout } from './shells/signed-in-layout.tsx';
import { SignedInSession } from './shells/signed-in-session.tsx';

/** Shell A (tall curved background). Each screen is its own chunk. */
const tallCurveRoutes: RouteObject[] = [
  { path: '/home', lazy: async () => ({ Component: (await import('./routes/home-route.tsx')).HomeRoute }) },
  { path: '/check-in', lazy: async () => ({ Component: (await import('../features/check-in/routes/check-in-page.tsx')).CheckInPage }) },
  { path: '/check-in-success', lazy: async () => ({ Component: (await import('../features/check-in/routes/check-in-success-page.tsx')).CheckInSuccessPage }) },
];

/** Shell B (short curved background). */
const shortCurveRoutes: RouteObject[] = [
  { path: '/my-reservation', lazy: async () => ({ Component: (await import('./routes/my-reservation-route.tsx')).MyReservationRoute }) },
  { path: '/cancel-reservation', lazy: async () => ({ Component: (await import('./routes/cancel-reservation-route.tsx')).CancelReservationRoute }) },
  { path: '/profile', lazy: async () => ({ Component: (await import('../features/profile/routes/profile-page.tsx')).ProfilePage }) },
  { path: '/language', lazy: async () => ({ Component: (await import('../features/language/routes/language-page.tsx')).LanguagePage }) },
];

/** Shell C (the other short background). */
const shortFlatRoutes: RouteObject[] = [
];

export const router = createBrowserRouter([
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
        element: <SignedInSession />,
        children: [
          { element: <SignedInLayout background="tall-curve" />, children: tallCurveRoutes },
          { element: <SignedInLayout background="short-curve" />, children: shortCurveRoutes },
          { element: <SignedInLayout background="short-flat" />, children: shortFlatRoutes },
        ],
      },
    ],
  },
]);
