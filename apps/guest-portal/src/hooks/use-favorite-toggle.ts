import { useEffect, useRef, useState } from 'react';
import type { FavoriteKind } from '@portal/api-client/contract/favorites';
import { guestApi } from '../lib/guest-api.ts';
import { invalidateQueries } from '../lib/use-api-query.ts';

/** Cached calls that show whether something is kept; they reload after a change. */
export const FAVORITES_KEY = 'favorites';

export interface FavoriteToggle {
  kept: boolean;
  pending: boolean;
  /** Keeps or lets go at once; on a refusal the heart goes back and `onError` is told. */
  toggle: () => Promise<void>;
}

/**
 * Keeping a program, local tip, dish or offer in My favourites (the heart on its page), shown
 * at once and rolled back if the server refuses.
 */
export function useFavoriteToggle(
  kind: FavoriteKind,
  itemId: number,
  keptOnServer: boolean,
  handlers: { onKept?: () => void; onReleased?: () => void; onError: (error: unknown) => void },
): FavoriteToggle {
  const [kept, setKept] = useState(keptOnServer);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  useEffect(() => setKept(keptOnServer), [keptOnServer]);

  async function toggle() {
    if (busy.current) return;
    busy.current = true;
    const keep = !kept;
    setKept(keep);
    setPending(true);
    try {
      if (keep) await guestApi.addFavorite({ params: { kind, itemId } });
      else await guestApi.removeFavorite({ params: { kind, itemId } });
      invalidateQueries(FAVORITES_KEY);
      (keep ? handlers.onKept : handlers.onReleased)?.();
    } catch (error) {
      setKept(!keep);
      handlers.onError(error);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return { kept, pending, toggle };
}
