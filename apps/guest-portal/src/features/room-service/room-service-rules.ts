import type { LocalizedText } from '@portal/api-client/contract/common';
import type { MenuCategory, PlaceOrderRequest } from '@portal/api-client/contract/room-service';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { pickText } from '../../lib/localized-text.ts';
import type { CartLine } from '../../stores/cart-store.ts';

function normalise(text: string): string {
  // "pho" finds "Phở": compare without accents, case or the Vietnamese đ.
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/giu, 'd')
    .toLowerCase()
    .trim();
}

function matches(text: LocalizedText, search: string): boolean {
  return normalise(text.en).includes(search) || normalise(text.vi).includes(search);
}

/** The menu narrowed to dishes whose name or description holds the search, in either language. */
export function searchMenu(categories: readonly MenuCategory[], search: string): MenuCategory[] {
  const wanted = normalise(search);
  if (!wanted) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter(
        (item) => matches(item.name, wanted) || matches(item.description, wanted),
      ),
    }))
    .filter((category) => category.items.length > 0);
}

/** The notes sent with the order: the guest's order notes, then each dish's notes for the kitchen. */
export function orderNotes(lines: readonly CartLine[], notes: string, language: Language): string {
  const dishNotes = lines
    .filter((line) => line.notes.trim())
    .map((line) => `${line.quantity} × ${pickText(line.name, language)}: ${line.notes.trim()}`);
  return [notes.trim(), ...dishNotes].filter(Boolean).join('\n');
}

export interface OrderAttempt {
  idempotencyKey: string;
  /** What was asked with this key; a changed order needs a new key. */
  fingerprint: string;
}

/**
 * The Idempotency-Key for placing `order`: the previous attempt's key while the order is the same
 * (a retry or a double tap answers the same order), a new one once the order changed.
 */
export function orderAttemptFor(
  previous: OrderAttempt | null,
  order: PlaceOrderRequest,
  newKey: () => string = () => crypto.randomUUID(),
): OrderAttempt {
  const fingerprint = JSON.stringify(order);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { idempotencyKey: newKey(), fingerprint };
}
