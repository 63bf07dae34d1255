import { createBrowserRouter } from 'react-router';
import { onSessionEnded } from '../lib/guest-session.ts';
import { exchangeStoredToken } from '../lib/stored-token-exchange.ts';
import { firstScreenDrawn } from './route-data.ts';
import { portalRoutes } from './router.tsx';

// Before the first loader asks whether the guest is signed in (an earlier portal's stored session).
await exchangeStoredToken();

export const router = createBrowserRouter(portalRoutes);

if (router.state.initialized) firstScreenDrawn();
else {
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized) return;
    firstScreenDrawn();
    stopWatching();
  });
}

onSessionEnded(
  () => void router.navigate('/login', { replace: true, state: { notice: 'sessionEnded' } }),
);
