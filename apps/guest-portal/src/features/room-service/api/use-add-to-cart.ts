import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@portal/api-client/contract/room-service';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { guestApi } from '../../../lib/guest-api.ts';
import {
  cartLineInputs,
  cartWith,
  readStoredCart,
  useCartStore,
  type CartLine,
} from '../../../stores/cart-store.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Adds a dish to the cart. A room is needed: the portal says so at once from the profile, and
 * the server's cart check says it again (and that the dish is still served) before anything is kept.
 */
export function useAddToCart() {
  const { t } = useTranslation('room-service');
  const { profile } = useGuestProfile();
  const [pendingItem, setPendingItem] = useState<number | null>(null);
  const busy = useRef(false);

  async function addToCart(item: MenuItem, quantity: number, notes = ''): Promise<boolean> {
    if (busy.current) return false;
    if (profile.reservation.roomNumber === null) {
      toast.error(t('errors.ROOM_REQUIRED_FOR_CART'));
      return false;
    }
    const line: CartLine = {
      itemId: item.id,
      name: item.name,
      unitPrice: item.price,
      quantity,
      notes: notes.trim(),
      image: item.image,
    };
    // Only this dish is checked: the cart screen deals with the others.
    const merged = cartWith(readStoredCart(), line).filter(
      (candidate) => candidate.itemId === item.id,
    );
    busy.current = true;
    setPendingItem(item.id);
    try {
      await guestApi.checkCart({ body: { lines: cartLineInputs(merged) } });
      useCartStore.getState().addLine(line);
      toast.success(t('toast.addedToCart'));
      return true;
    } catch (error) {
      toast.error(errorMessage(t, error));
      return false;
    } finally {
      busy.current = false;
      setPendingItem(null);
    }
  }

  return { addToCart, pendingItem };
}
