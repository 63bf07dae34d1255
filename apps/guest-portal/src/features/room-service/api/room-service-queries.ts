import { guestApi } from '../../../lib/guest-api.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export const ORDERS_KEY = 'room-service:orders';

export function useMenu() {
  return useApiQuery('room-service:menu', () => guestApi.getMenu({}));
}

export function useMenuItem(id: number) {
  return useApiQuery(`room-service:item:${id}`, () => guestApi.getMenuItem({ params: { id } }));
}

export function useOrders() {
  return useApiQuery(ORDERS_KEY, () => guestApi.listOrders({}));
}

export function useOrder(id: number) {
  return useApiQuery(`${ORDERS_KEY}:${id}`, () => guestApi.getOrder({ params: { id } }));
}
