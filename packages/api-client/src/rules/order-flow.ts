/** A room-service order's states, in the order the kitchen moves it. */
export const ORDER_STATUSES = [
  'Received',
  'Preparing',
  'On its way',
  'Delivered',
  'Refused',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Which state may follow which. The kitchen refuses an order (with a reason for the guest) only
 * before it leaves the kitchen; Delivered, Refused and Cancelled are final.
 */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  Received: ['Preparing', 'Refused'],
  Preparing: ['On its way', 'Refused'],
  'On its way': ['Delivered'],
  Delivered: [],
  Refused: [],
  Cancelled: [],
};

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[from];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Still the kitchen's to move: not delivered, refused or cancelled. */
export function isOrderOpen(status: OrderStatus): boolean {
  return NEXT_STATUSES[status].length > 0;
}

/** Received or Preparing: the guest is told the hotel is processing it. */
export function isOrderProcessing(status: OrderStatus): boolean {
  return status === 'Received' || status === 'Preparing';
}

export const REFUSAL_REASON_MAX_LENGTH = 300;
