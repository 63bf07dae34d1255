import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AuthLinkPage } from '../features/auth/routes/auth-link-page.tsx';
import { SignInPage } from '../features/auth/routes/sign-in-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteErrorScreen } from './routes/route-error-screen.tsx';
import { PublicLayout } from './shells/public-layout.tsx';
import { startData, startSession, startTexts } from './route-data.ts';
import { SCREENS, type ScreenDescription } from './screens.ts';
import type { ShellBackground } from '@portal/ui/page-shell';

/**
 * The screens' modules, each its own chunk, by their path from the package's root: not the
 * sign-in's (in the first screen's script), nor the feature pages the app's own routes compose
 * (`routes/*-route.tsx`), which load with them.
 */
const screenModules = import.meta.glob<Record<string, ComponentType>>([
  '/src/app/routes/*-route.tsx',
  '/src/features/*/routes/*-page.tsx',
  '!/src/features/auth/**',
  '!/src/features/{home,reservation}/routes/*',
  '!/src/features/check-out/routes/check-out-balance-bill-page.tsx',
]);

/** A screen's route, made of its description (`screens.ts`). */
function screenRoute(screen: ScreenDescription): RouteObject {
  const load = screenModules[`/${screen.module}`];
  if (!load) throw new Error(`No module ${screen.module} for ${screen.path}`);
  return {
    path: screen.path,
    loader: screen.data ? startData(screen.data, screen.texts) : startTexts(screen.texts),
    lazy: async () => ({ Component: (await load())[screen.component] }),
    handle: { screen },
  };
}

function shellRoutes(shell: ShellBackground): RouteObject[] {
  return SCREENS.filter((screen) => screen.shell === shell).map(screenRoute);
}

function signedInLayout(background: ShellBackground) {
  return async () => {
    const { SignedInLayout } = await import('./shells/signed-in-layout.tsx');
    return { element: <SignedInLayout background={background} /> };
  };
}

/** Every route of the portal; the browser's router (browser-router.ts) and the server's render share it. */
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
        lazy: async () => ({
          Component: (await import('./shells/signed-in-session.tsx')).SignedInSession,
        }),
        children: [
          { lazy: signedInLayout('tall-curve'), children: shellRoutes('tall-curve') },
          { lazy: signedInLayout('short-curve'), children: shellRoutes('short-curve') },
          { lazy: signedInLayout('short-flat'), children: shellRoutes('short-flat') },
        ],
      },
    ],
  },
];
