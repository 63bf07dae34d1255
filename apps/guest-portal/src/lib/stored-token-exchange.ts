import { ApiRequestError } from '@portal/api-client/api-request-error';
import { guestApi } from './guest-api.ts';
import { storeSession } from './guest-session.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * A portal before the session cookie kept the guest's session token in local storage, where any
 * script of the page could read it. A guest still signed in that way keeps their session: the
 * token is traded once for the cookie (the API revokes it), then deleted. Offline it is kept for
 * the next visit; refused (expired, signed out), it is deleted all the same. Answers whether the
 * guest is now signed in with the cookie.
 */
export async function exchangeStoredToken(): Promise<boolean> {
  let token: string | null = null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.storedAccessToken);
  } catch {
    // Storage refused (a private window's rules): nothing was kept there either.
  }
  if (token === null) return false;
  try {
    storeSession(await guestApi.exchangeStoredToken({ body: { token } }));
  } catch (failure) {
    if (failure instanceof ApiRequestError && failure.code === 'NETWORK') return false;
    localStorage.removeItem(STORAGE_KEYS.storedAccessToken);
    return false;
  }
  localStorage.removeItem(STORAGE_KEYS.storedAccessToken);
  return true;
}
