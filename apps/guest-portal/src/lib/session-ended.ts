import { forgetSession, isSignedIn } from './guest-session.ts';

type SignInAgain = () => void;

let signInAgain: SignInAgain | undefined;

/** The app hands over how to reach /login with the reason (the router), once it has one. */
export function onSessionEnded(go: SignInAgain): void {
  signInAgain = go;
}

/**
 * The API refused the session (expired, signed out elsewhere, the guest removed from the
 * reservation): forget it with the cart and drafts, then sign in again with the reason shown.
 * Calls refused together end it once.
 */
export function endSession(): void {
  if (!isSignedIn()) return;
  forgetSession();
  signInAgain?.();
}
