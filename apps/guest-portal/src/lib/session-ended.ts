import { forgetSession, readAccessToken } from './access-token.ts';

/**
 * The API refused the session (expired, signed out elsewhere, the guest removed from the
 * reservation): forget it with the cart and drafts, then sign in again with the reason shown.
 * Calls refused together end it once.
 */
export function endSession(): void {
  if (readAccessToken() === null) return;
  forgetSession();
  // The router is loaded by then; importing it here at once would make a cycle through the screens.
  void import('../app/router.tsx').then(({ router }) =>
    router.navigate('/login', { replace: true, state: { notice: 'sessionEnded' } }),
  );
}
