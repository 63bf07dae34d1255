import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  isOrderOpen,
  isOrderProcessing,
  ORDER_STATUSES,
  type OrderStatus,
} from '@portal/api-client/rules/order-flow';

/** Every pair the kitchen may make; any other pair is refused. */
const ALLOWED: readonly (readonly [OrderStatus, OrderStatus])[] = [
  ['Received', 'Preparing'],
  ['Received', 'Refused'],
  ['Preparing', 'On its way'],
  ['Preparing', 'Refused'],
  ['On its way', 'Delivered'],
];

describe('the order flow', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s is allowed only when the product says so', (from, to) => {
    const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canMoveOrder(from, to)).toBe(allowed);
  });

  it('ends at Delivered, Refused and Cancelled; the guest sees Received and Preparing as processing', () => {
    expect(ORDER_STATUSES.filter(isOrderOpen)).toEqual(['Received', 'Preparing', 'On its way']);
    expect(ORDER_STATUSES.filter(isOrderProcessing)).toEqual(['Received', 'Preparing']);
  });
});
