/**
 * The tab's side of the session, whose credential is an HttpOnly cookie the page cannot read: the
 * session's CSRF token (sent on the calls made while signed in, worthless without the cookie) is
 * the sign that it is live. A page has one session, so this module holds it; each app says once,
 * at start, where the token is kept (`keepSessionIn`).
 */

let storageKey: string | undefined;
let kept: string | null = null;
const forgetters = new Set<() => void>();
let signInAgain: (() => void) | undefined;

/**
 * Keeps the CSRF token across visits under this local storage key (the portal's `guest_csrf`):
 * the guest stays signed in on this phone. Never called (the console), the token lives as long as
 * the tab, and the session is read from the API on every visit.
 */
export function keepSessionIn(key: string): void {
  storageKey = key;
}

/** The session's CSRF token; null when signed out. */
export function readCsrfToken(): string | null {
  return storageKey ? localStorage.getItem(storageKey) : kept;
}

export function isSignedIn(): boolean {
  return readCsrfToken() !== null;
}

/** What a sign-in (or a read of the session) answered: the cookie came with it. */
export function storeSession(session: { csrfToken: string }): void {
  if (storageKey) localStorage.setItem(storageKey, session.csrfToken);
  else kept = session.csrfToken;
}

/** What else to forget with the session (a cart, drafts, the query cache), registered by its owner. */
export function onSessionForgotten(forget: () => void): void {
  forgetters.add(forget);
}

/** Signing out (or a failed first read) forgets the session and what was registered with it. */
export function forgetSession(): void {
  if (storageKey) localStorage.removeItem(storageKey);
  kept = null;
  for (const forget of forgetters) forget();
}

/** The app hands over how to reach sign-in with the reason (the router), once it has one. */
export function onSessionEnded(go: () => void): void {
  signInAgain = go;
}

/**
 * The API refused the session (expired, signed out elsewhere, the account or the guest removed):
 * forget it, then sign in again with the reason shown. Only while signed in, so calls refused
 * together end it once, and a visitor who never signed in is not told.
 */
export function endSession(): void {
  if (!isSignedIn()) return;
  forgetSession();
  signInAgain?.();
}
