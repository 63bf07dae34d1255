import { keepSessionIn, onSessionForgotten } from '@portal/web-platform/session';
import { forgetDrafts } from './session-draft.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

// The guest's session (@portal/web-platform/session): the HttpOnly cookie the API set, and its
// CSRF token kept across visits as the sign that the guest is signed in. Forgetting it (signing
// out, a refused session, a failed profile load) forgets the cart and this tab's drafts too; the
// query cache registers itself (lib/query-client.ts) so the sign-in screen does not load it.
// Every part of the portal reads the session through this module, so it is set up before use.
keepSessionIn(STORAGE_KEYS.csrfToken);
onSessionForgotten(() => {
  localStorage.removeItem(STORAGE_KEYS.cart);
  forgetDrafts();
});

export {
  endSession,
  forgetSession,
  isSignedIn,
  onSessionEnded,
  onSessionForgotten,
  readCsrfToken,
  storeSession,
} from '@portal/web-platform/session';
