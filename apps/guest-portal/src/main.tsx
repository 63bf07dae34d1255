import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { router } from './app/browser-router.ts';
import { preloadGuestApi } from './lib/guest-api.ts';
import { initI18n } from './app/i18n.ts';
import { keepPortalForNextVisit } from './app/service-worker.ts';

const i18n = await initI18n();
const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The build prerendered this page's first view (first-view.tsx): React takes it over in place.
  // A page drawn in another language than the guest's is drawn anew rather than mismatched.
  // In a transition, React renders in slices and the phone answers taps between them.
  startTransition(() => {
    if (root.dataset.firstView === i18n.language) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

// Once the first screen is up: fetch the API client, so the first call does not wait for it, and
// install the service worker for the next visit.
setTimeout(() => {
  preloadGuestApi();
  void keepPortalForNextVisit();
}, 1500);
