import { useEffect } from 'react';
import { z } from 'zod/mini';
import { create } from 'zustand';
import { ImageRef, LocalizedText } from '@portal/api-client/contract/common';
import type { CartLineInput } from '@portal/api-client/contract/room-service';
import {
  CART_LINE_MAX_QUANTITY,
  CART_LINE_NOTES_MAX_LENGTH,
} from '@portal/api-client/rules/limits';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

export const CartLine = z.object({
  itemId: z.int().check(z.positive()),
  name: LocalizedText,
  /** The menu price when the guest added it; the server prices the order again. */
  unitPrice: z.int().check(z.nonnegative()),
  quantity: z.int().check(z.gte(1), z.lte(CART_LINE_MAX_QUANTITY)),
  /** For the kitchen, e.g. "no chilli". */
  notes: z.string().check(z.maxLength(CART_LINE_NOTES_MAX_LENGTH * 3)),
  image: z.nullable(ImageRef),
});
export type CartLine = z.infer<typeof CartLine>;

const StoredCart = z.object({ version: z.literal(1), lines: z.array(CartLine) });

/** What is in local storage under tmg_cart; anything unreadable is an empty cart. */
export function readStoredCart(): CartLine[] {
  const raw = localStorage.getItem(STORAGE_KEYS.cart);
  if (!raw) return [];
  try {
    const parsed = StoredCart.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.lines : [];
  } catch {
    return [];
  }
}

function storeCart(lines: CartLine[]): void {
  if (lines.length === 0) localStorage.removeItem(STORAGE_KEYS.cart);
  else localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ version: 1, lines }));
}

function mergeNotes(kept: string, added: string): string {
  const notes = [...kept.split('; '), added].map((note) => note.trim()).filter(Boolean);
  return [...new Set(notes)].join('; ');
}

/** The cart after adding `line`: the same item again raises its quantity (up to the limit). */
export function cartWith(lines: CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((candidate) => candidate.itemId === line.itemId);
  if (!existing) return [...lines, line];
  return lines.map((candidate) =>
    candidate.itemId === line.itemId
      ? {
          ...candidate,
          name: line.name,
          unitPrice: line.unitPrice,
          image: line.image,
          quantity: Math.min(CART_LINE_MAX_QUANTITY, candidate.quantity + line.quantity),
          notes: mergeNotes(candidate.notes, line.notes),
        }
      : candidate,
  );
}

export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => total + line.unitPrice * line.quantity, 0);
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** The lines as the contract takes them (checkCart, placeOrder). */
export function cartLineInputs(lines: readonly CartLine[]): CartLineInput[] {
  return lines.map(({ itemId, quantity }) => ({ itemId, quantity }));
}

interface CartState {
  lines: CartLine[];
  addLine: (line: CartLine) => void;
  setQuantity: (itemId: number, quantity: number) => void;
  removeLine: (itemId: number) => void;
  clear: () => void;
  /** Re-reads local storage, e.g. after sign-out removed the key. */
  syncFromStorage: () => void;
}

/**
 * The cart, kept in local storage under tmg_cart. Storage is the source of truth: every change
 * starts from what is stored, so a cart removed at sign-out (lib/guest-session.ts) is never
 * written back from memory, and screens re-read it when they mount.
 */
export const useCartStore = create<CartState>((set) => {
  const change = (update: (lines: CartLine[]) => CartLine[]) => {
    const lines = update(readStoredCart());
    storeCart(lines);
    set({ lines });
  };
  return {
    // Empty as the server's page has it (the cart is on the phone), so the browser takes a page
    // over as it is; what is stored is read in just after (below), and shown once it has.
    lines: [],
    addLine: (line) => change((lines) => cartWith(lines, line)),
    setQuantity: (itemId, quantity) =>
      change((lines) =>
        lines.map((line) =>
          line.itemId === itemId
            ? {
                ...line,
                quantity: Math.max(1, Math.min(CART_LINE_MAX_QUANTITY, Math.round(quantity))),
              }
            : line,
        ),
      ),
    removeLine: (itemId) => change((lines) => lines.filter((line) => line.itemId !== itemId)),
    clear: () => change(() => []),
    syncFromStorage: () => set({ lines: readStoredCart() }),
  };
});

// Another tab changing or clearing the cart (or signing out) is followed here.
if (typeof window !== 'undefined') {
  useCartStore.getState().syncFromStorage();
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart || event.key === null)
      useCartStore.getState().syncFromStorage();
  });
}

/** The cart lines, re-read from storage when the screen mounts. */
export function useCartLines(): CartLine[] {
  const lines = useCartStore((state) => state.lines);
  useEffect(() => useCartStore.getState().syncFromStorage(), []);
  return lines;
}
