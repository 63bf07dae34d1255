/**
 * A browser tab's side of a session whose credential is an HttpOnly cookie the page cannot read:
 * the session's CSRF token (sent on the calls made while signed in, worthless without the cookie)
 * is the sign that it is live.
 */
export interface Session {
  /** The session's CSRF token; null when signed out. */
  csrfToken(): string | null;
  isSignedIn(): boolean;
  /** What a sign-in (or a read of the session) answered: the cookie came with it. */
  signedIn(answer: { csrfToken: string }): void;
  /** Signing out (or a failed first read) forgets the session and what was registered with it. */
  forget(): void;
  /** What else to forget with the session (a cart, drafts, the query cache), registered by its owner. */
  onForgotten(forget: () => void): void;
  /** The app hands over how to reach sign-in with the reason (the router), once it has one. */
  onEnded(signInAgain: () => void): void;
  /**
   * The API refused the session (expired, signed out elsewhere, the account or the guest
   * removed): forget it, then sign in again with the reason shown. Only while signed in, so
   * calls refused together end it once, and a visitor who never signed in is not told.
   */
  end(): void;
}

export interface SessionOptions {
  /**
   * The local storage key that keeps the CSRF token across visits (the portal's `guest_csrf`):
   * the guest stays signed in on this phone. Without one, the token lives as long as the tab
   * (the console reads its session from the API on every visit).
   */
  storageKey?: string;
}

export function createSession({ storageKey }: SessionOptions = {}): Session {
  let kept: string | null = null;
  const forgetters = new Set<() => void>();
  let signInAgain: (() => void) | undefined;

  const csrfToken = () => (storageKey ? localStorage.getItem(storageKey) : kept);
  const isSignedIn = () => csrfToken() !== null;
  const forget = () => {
    if (storageKey) localStorage.removeItem(storageKey);
    kept = null;
    for (const forgetter of forgetters) forgetter();
  };

  return {
    csrfToken,
    isSignedIn,
    signedIn: (answer) => {
      if (storageKey) localStorage.setItem(storageKey, answer.csrfToken);
      else kept = answer.csrfToken;
    },
    forget,
    onForgotten: (forgetter) => void forgetters.add(forgetter),
    onEnded: (go) => {
      signInAgain = go;
    },
    end: () => {
      if (!isSignedIn()) return;
      forget();
      signInAgain?.();
    },
  };
}
