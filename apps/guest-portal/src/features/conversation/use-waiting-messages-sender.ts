import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { outboxStorageKey, type OutboxOwner } from './outbox-key.ts';

/** How often messages still waiting are tried again while the phone says it is online. */
const RETRY_MS = 30_000;

/**
 * While the guest is signed in, on any screen: messages written without network are sent when the
 * phone is back online (and tried again every 30 s after a failure the server may get over). The
 * sending code loads only when a message is waiting.
 */
export function useWaitingMessagesSender(owner: OutboxOwner, cache: QueryClient): void {
  const { hotelCode, reservationNumber, guestId } = owner;
  useEffect(() => {
    const who = { hotelCode, reservationNumber, guestId };
    const send = () => {
      if (!navigator.onLine || localStorage.getItem(outboxStorageKey(who)) === null) return;
      void import('./deliver-waiting-messages.ts')
        .then(({ deliverWaitingMessages }) => deliverWaitingMessages(who, cache))
        .catch(() => undefined);
    };
    send();
    window.addEventListener('online', send);
    const retry = setInterval(send, RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(retry);
    };
  }, [hotelCode, reservationNumber, guestId, cache]);
}
