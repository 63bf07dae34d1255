import type { OrderStatus } from '@portal/api-client/rules/order-flow';
import { nextOrderStatuses } from '@portal/api-client/rules/order-flow';

/** The one forward move of an order (Refused is offered apart, with its reason), if any. */
export function forwardMove(from: OrderStatus): OrderStatus | undefined {
  return nextOrderStatuses(from).find((status) => status !== 'Refused');
}

export function mayRefuse(from: OrderStatus): boolean {
  return nextOrderStatuses(from).includes('Refused');
}
