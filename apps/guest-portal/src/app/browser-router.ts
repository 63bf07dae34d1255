import { createBrowserRouter, RouterContextProvider, type HydrationState } from 'react-router';
import { isSignedIn, onSessionEnded } from '../lib/guest-session.ts';
import { loadTexts } from './i18n.ts';
import { renderScope, type RenderScope } from './render-scope.ts';
import { portalRoutes } from './router.tsx';

/** The browser's side of the loaders (`render-scope.ts`): the page's one cache, no wait for data. */
const browserScope: RenderScope = {
  signedIn: isSignedIn,
  queryClient: async () => (await import('../lib/query-client.ts')).queryClient,
  loadTexts,
  awaitsData: false,
};

/**
 * The browser's router, taking over the page the server rendered (its loaders' results in
 * `hydrationData`, so they do not run again) or, without one, loading the first screen itself.
 */
export function createPortalRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(portalRoutes, {
    hydrationData,
    getContext: () => new RouterContextProvider(new Map([[renderScope, browserScope]])),
  });
  onSessionEnded(
    () => void router.navigate('/login', { replace: true, state: { notice: 'sessionEnded' } }),
  );
  return router;
}
