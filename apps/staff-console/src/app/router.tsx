import { createBrowserRouter } from 'react-router';
import type { SignInNotice } from '../features/sign-in/routes/sign-in-page.tsx';
import { queryClient } from '../lib/query-client.ts';
import { onSessionEnded } from '@portal/web-platform/session';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes, { basename: '/staff' });

// A call refused for an ended session (expired, signed out everywhere, the account disabled)
// forgets what was shown and asks to sign in again, saying why.
onSessionEnded(() => {
  queryClient.clear();
  const notice: SignInNotice = { sessionEnded: true };
  void router.navigate('/sign-in', { replace: true, state: notice });
});
