import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from './components/conversation-thread.tsx';
import {
  isSending,
  outboxVersion,
  photoOf,
  readOutbox,
  subscribeOutbox,
} from './conversation-outbox.ts';
import type { OutboxOwner } from './outbox-key.ts';

/** The guest's messages kept on the phone, followed as they are sent, refused or removed. */
export function useOutbox(owner: OutboxOwner): OutboxEntry[] {
  useSyncExternalStore(subscribeOutbox, outboxVersion);
  return readOutbox(owner).map((message) => {
    const photo = photoOf(message);
    return {
      message,
      sending: isSending(message.key),
      ...(photo ? { photoUrl: photo.dataUrl } : {}),
    };
  });
}
