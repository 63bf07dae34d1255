/**
 * The number a room-service order is known by, to the guest ("Order RS000016") and on the
 * kitchen's board alike: `RS` and the order's id on six digits (more once the id outgrows them).
 */
export function orderNumber(orderId: number): string {
  return `RS${String(orderId).padStart(6, '0')}`;
}
