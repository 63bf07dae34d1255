import { createBrowserRouter } from 'react-router';
import { onSessionEnded } from '../lib/session-ended.ts';
import { portalRoutes } from './router.tsx';

export const router = createBrowserRouter(portalRoutes);

onSessionEnded(
  () => void router.navigate('/login', { replace: true, state: { notice: 'sessionEnded' } }),
);
