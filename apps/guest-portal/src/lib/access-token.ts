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

export function readAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function storeAccessToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
}

/** Signing out or a failed profile load forgets the token and the cart (and this tab's drafts). */
export function forgetSession(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.cart);
  forgetDrafts();
  for (const forget of forgetters) forget();
}
