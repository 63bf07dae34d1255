type SignInAgain = () => void;

let signInAgain: SignInAgain | undefined;

/** The app hands over how to reach the sign-in screen with the reason (the router). */
export function onSessionEnded(go: SignInAgain): void {
  signInAgain = go;
}

/** A call was refused `STAFF_UNAUTHENTICATED` while signed in: sign in again, told why. */
export function endSession(): void {
  signInAgain?.();
}
