import type { OrderStatus } from '@portal/api-client/contract/room-service';

const PREPARING_AFTER_MS = 5 * 60_000;
const DELIVERED_AFTER_MS = 40 * 60_000;

/**
 * The kitchen's progress as the demo shows it: an order is Received, Preparing five minutes
 * later, Delivered forty minutes after it was placed or due. A hotel's own system would set the
 * stored status instead; a stored Delivered or Cancelled always wins.
 */
export function orderStatusAt(
  stored: OrderStatus,
  placedAt: string,
  dueAt: string | null,
  now: Date,
): OrderStatus {
  if (stored === 'Delivered' || stored === 'Cancelled') return stored;
  const placed = Date.parse(placedAt);
  const due = dueAt ? Math.max(Date.parse(dueAt), placed) : placed;
  const elapsed = now.getTime() - placed;
  if (now.getTime() - due >= DELIVERED_AFTER_MS && elapsed >= DELIVERED_AFTER_MS)
    return 'Delivered';
  if (elapsed >= PREPARING_AFTER_MS && now.getTime() >= due - DELIVERED_AFTER_MS)
    return 'Preparing';
  return stored;
}

export function isProcessing(status: OrderStatus): boolean {
  return status === 'Received' || status === 'Preparing';
}
