import type { QueryClient } from '@tanstack/react-query';
import { outboxStorageKey, type OutboxOwner } from './outbox-key.ts';

/** How often messages still waiting are tried again while the phone says it is online. */
const RETRY_MS = 30_000;

/**
 * Sends the guest's waiting messages now, whenever the phone comes back online, and every 30 s
 * after a failure the server may get over; the sending code loads only when a message waits.
 * Answers how to stop.
 */
export function sendWaitingMessagesWhenOnline(owner: OutboxOwner, cache: QueryClient): () => void {
  const send = () => {
    if (!navigator.onLine || localStorage.getItem(outboxStorageKey(owner)) === null) return;
    void import('./deliver-waiting-messages.ts')
      .then(({ deliverWaitingMessages }) => deliverWaitingMessages(owner, cache))
      .catch(() => undefined);
  };
  send();
  window.addEventListener('online', send);
  const retry = setInterval(send, RETRY_MS);
  return () => {
    window.removeEventListener('online', send);
    clearInterval(retry);
  };
}
