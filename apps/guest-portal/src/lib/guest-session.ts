import { forgetDrafts } from './session-draft.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const forgetters = new Set<() => void>();

/**
 * What else to forget with the session (the query cache, once it is loaded): registered by its
 * owner so the sign-in screen does not load it.
 */
export function onSessionForgotten(forget: () => void): void {
  forgetters.add(forget);
}

/**
 * The session's CSRF token, sent on the calls made while signed in. The session itself is the
 * HttpOnly cookie the API set, which no script of the page can read: this token is worthless
 * without it. It is kept across visits as the sign that the guest is signed in.
 */
export function readCsrfToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.csrfToken);
}

export function isSignedIn(): boolean {
  return readCsrfToken() !== null;
}

/** What a sign-in answered: the cookie came with it. */
export function storeSession(session: { csrfToken: string }): void {
  localStorage.setItem(STORAGE_KEYS.csrfToken, session.csrfToken);
}

/** Signing out or a failed profile load forgets the session and the cart (and this tab's drafts). */
export function forgetSession(): void {
  localStorage.removeItem(STORAGE_KEYS.csrfToken);
  localStorage.removeItem(STORAGE_KEYS.cart);
  forgetDrafts();
  for (const forget of forgetters) forget();
}
