import type { Store, StoreTransaction } from '../../db/store.ts';

/**
 * Folds case and Vietnamese diacritics so "Nguyễn" and "nguyen" match. đ/Đ is a letter of its own
 * (no combining mark under NFD), so it is folded to d by hand.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

export interface SearchableGuest {
  firstName: string;
  lastName: string;
  email?: string | undefined;
}

/**
 * A guest as the front desk's search reads them (`guests.search_text`): every word of the given
 * name, surname and e-mail folded, each after a space, so a typed word matches a word's start.
 */
export function guestSearchText({ firstName, lastName, email = '' }: SearchableGuest): string {
  return ` ${foldName(`${firstName} ${lastName} ${email}`)}`;
}

/** Guests written before the search existed (or by hand) get their search text, once, at start. */
export async function fillGuestSearchTexts(store: Store | StoreTransaction): Promise<void> {
  const unfolded = await store
    .selectFrom('guests')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('search_text', 'is', null)
    .execute();
  for (const guest of unfolded)
    await store
      .updateTable('guests')
      .set({
        search_text: guestSearchText({
          firstName: guest.first_name,
          lastName: guest.last_name,
          email: guest.email,
        }),
      })
      .where('id', '=', guest.id)
      .execute();
}
