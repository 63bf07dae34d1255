import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const menuQuery = queryOptions({
  queryKey: queryKeys.menu,
  queryFn: () => guestApi.getMenu({}),
});

export const menuItemQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.menuItem(id),
    queryFn: () => guestApi.getMenuItem({ params: { id } }),
  });

export const ordersQuery = queryOptions({
  queryKey: queryKeys.orders,
  queryFn: () => guestApi.listOrders({}),
});

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.order(id),
    queryFn: () => guestApi.getOrder({ params: { id } }),
  });

/** The id of the route (a dish, an order), or 0 (answered 404 by the server) when it is not one. */
export function idFrom(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export function useMenu() {
  return useQuery(menuQuery);
}

export function useMenuItem(id: number) {
  return useQuery(menuItemQuery(id));
}

export function useOrders() {
  return useQuery(ordersQuery);
}

export function useOrder(id: number) {
  return useQuery(orderQuery(id));
}
