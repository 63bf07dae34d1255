import type { Store } from '../../db/store.ts';

/** The portal's `language` cookie (apps/guest-portal/src/stores/language-store.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)language=(en|vi)(?:;|$)/;

/**
 * The guest's choice of language in the portal wins over the reservation's: a signed-in call
 * carrying the portal's cookie stores it as the reservation's, once per change (the e-mails read it).
 */
export function rememberGuestLanguage(store: Store) {
  const known = new Map<number, string>();
  return async (reservationId: number, cookie: string | undefined): Promise<void> => {
    const language = cookie ? LANGUAGE_COOKIE.exec(cookie)?.[1] : undefined;
    if (!language || known.get(reservationId) === language) return;
    await store
      .updateTable('reservations')
      .set({ language })
      .where('id', '=', reservationId)
      .execute();
    known.set(reservationId, language);
  };
}
