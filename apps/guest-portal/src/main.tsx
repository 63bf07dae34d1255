import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { App } from './app/app.tsx';
import { createPortalRouter } from './app/browser-router.ts';
import { keepEarlyInput } from './app/early-input.ts';
import { initI18n, loadTexts } from './app/i18n.ts';
import { readRenderedPage, type RenderedPage } from './app/rendered-page.ts';
import { portalRoutes } from './app/router.tsx';
import { keepPortalForNextVisit } from './app/service-worker.ts';
import { preloadCalls, preloadGuestApi } from './lib/guest-api.ts';
import { forgetSession, readCsrfToken, storeSession } from './lib/guest-session.ts';
import { exchangeStoredToken } from './lib/stored-token-exchange.ts';

/**
 * What the browser needs to render the server's page again, identically: the session it was
 * rendered for, its screens' code and texts, and the data it showed.
 */
async function takeOver(page: RenderedPage) {
  if (page.csrfToken === null) {
    if (readCsrfToken()) forgetSession();
  } else if (readCsrfToken() !== page.csrfToken) storeSession({ csrfToken: page.csrfToken });
  const { queries } = page;
  const lazyRoutes = (matchRoutes(portalRoutes, window.location) ?? [])
    .map(({ route }) => route)
    .filter((route) => route.lazy);
  await Promise.all([
    loadTexts(page.texts),
    ...lazyRoutes.map(async (route) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
    queries &&
      import('./lib/query-client.ts').then(({ takeOverQueries }) => takeOverQueries(queries)),
  ]);
}

const root = document.getElementById('root');
const earlyInput = root ? keepEarlyInput(root) : undefined;
const i18n = await initI18n();
const page = readRenderedPage();
if (page) {
  await takeOver(page);
  // The code of the calls the page was rendered with, while the page is surely online: a write of
  // the same feature sent offline later can be sent again (guest-api.ts).
  preloadCalls(page.calls);
}
// A session kept by an earlier portal is traded for the cookie; the server, which did not see it,
// sent the guest to sign in: the page is asked for again, now signed in.
if (!page?.csrfToken && (await exchangeStoredToken()) && page) window.location.replace('/home');

if (root) {
  const router = createPortalRouter(page?.router);
  const app = (
    <StrictMode>
      <App onTakenOver={earlyInput?.handOver}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // In a transition, React renders in slices and the phone answers taps between them. A page
  // rendered in another language than the guest's is drawn anew rather than mismatched.
  startTransition(() => {
    if (page?.language === i18n.language) {
      hydrateRoot(root, app, {
        // React draws anew what differs; said aloud, since every screen must match (e2e/proof).
        onRecoverableError: (error) =>
          console.error('The page differs from the server’s render:', error),
      });
    } else createRoot(root).render(app);
  });
}

// Once the first screen is up: fetch the API client, so the first call does not wait for it, and
// install the service worker for the next visit.
setTimeout(() => {
  preloadGuestApi();
  void keepPortalForNextVisit();
}, 1500);
