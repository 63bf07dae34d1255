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

const NOT_READ = -1;

/** The guest's messages kept on the phone, followed as they are sent, refused or removed. */
export function useOutbox(owner: OutboxOwner): OutboxEntry[] {
  // The server's page has none (they are on the phone): the browser takes it over so, then reads them.
  const version = useSyncExternalStore(subscribeOutbox, outboxVersion, () => NOT_READ);
  if (version === NOT_READ) return [];
  return readOutbox(owner).map((message) => {
    const photo = photoOf(message);
    return {
      message,
      sending: isSending(message.key),
      ...(photo ? { photoUrl: photo.dataUrl } : {}),
    };
  });
}
