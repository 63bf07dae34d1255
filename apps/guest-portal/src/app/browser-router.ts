import { createBrowserRouter } from 'react-router';
import { onSessionEnded } from '../lib/session-ended.ts';
import { firstScreenDrawn } from './route-data.ts';
import { portalRoutes } from './router.tsx';

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
