import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { GuestProfile } from '@portal/api-client/contract/session';

/**
 * While the guest is signed in, on any screen: messages written without network are sent when the
 * phone is back online. What watches for that loads after the screen, and the code that sends only
 * when a message waits (`waiting-messages-sender.ts`).
 */
export function useWaitingMessagesSender(profile: GuestProfile, cache: QueryClient): void {
  const { hotelCode, guestId } = profile;
  const { reservationNumber } = profile.reservation;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import('./waiting-messages-sender.ts').then(({ sendWaitingMessagesWhenOnline }) => {
      if (!left)
        stop = sendWaitingMessagesWhenOnline({ hotelCode, reservationNumber, guestId }, cache);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [hotelCode, reservationNumber, guestId, cache]);
}
