import { z } from 'zod/mini';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { ConversationMessage } from '@portal/api-client/contract/conversation';
import { CONVERSATION_TEXT_MAX_LENGTH } from '@portal/api-client/rules/conversation';
import { outboxStorageKey, type OutboxOwner } from './outbox-key.ts';

/** A photo waiting with its message, kept as a data URL so it survives a reload. */
const WaitingPhoto = z.object({ name: z.string(), type: z.string(), dataUrl: z.string() });
export type WaitingPhoto = z.infer<typeof WaitingPhoto>;

export const WaitingMessage = z.object({
  /** The Idempotency-Key, made once when the guest sent it and used for every attempt. */
  key: z.string(),
  text: z.string().check(z.maxLength(CONVERSATION_TEXT_MAX_LENGTH)),
  photo: z.optional(WaitingPhoto),
  /** The message had a photo that the phone's storage could not keep (too full): lost on reload. */
  photoNotKept: z.optional(z.boolean()),
  writtenAt: z.string(),
  /** The hotel refused it (its refusal code, or PHOTO_LOST): it waits for the guest, not the network. */
  refusal: z.optional(z.string()),
});
export type WaitingMessage = z.infer<typeof WaitingMessage>;

const StoredOutbox = z.object({ version: z.literal(1), messages: z.array(WaitingMessage) });

/** Photos the storage could not keep, for as long as the page is open. */
const photosInMemory = new Map<string, WaitingPhoto>();
/** The keys being sent right now. */
const sending = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Tells `listener` of every change of any outbox (stored or being sent); answers how to stop. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every change, for `useSyncExternalStore`. */
export function outboxVersion(): number {
  return version;
}

// Another tab of the same guest queuing or sending is followed here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('conversation-outbox:')) changed();
  });
}

/** The guest's messages waiting to be sent, oldest first; anything unreadable is none. */
export function readOutbox(owner: OutboxOwner): WaitingMessage[] {
  const raw = localStorage.getItem(outboxStorageKey(owner));
  if (!raw) return [];
  try {
    const parsed = StoredOutbox.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.messages : [];
  } catch {
    return [];
  }
}

function storeOutbox(owner: OutboxOwner, messages: WaitingMessage[]): void {
  const key = outboxStorageKey(owner);
  if (messages.length === 0) localStorage.removeItem(key);
  else {
    try {
      localStorage.setItem(key, JSON.stringify({ version: 1, messages }));
    } catch {
      // The storage is full (a large photo): keep the photos in memory, the texts on the phone.
      for (const message of messages) {
        if (message.photo) photosInMemory.set(message.key, message.photo);
      }
      const texts = messages.map(({ photo, ...message }) =>
        photo ? { ...message, photoNotKept: true } : message,
      );
      localStorage.setItem(key, JSON.stringify({ version: 1, messages: texts }));
    }
  }
  changed();
}

function update(owner: OutboxOwner, change: (messages: WaitingMessage[]) => WaitingMessage[]) {
  storeOutbox(owner, change(readOutbox(owner)));
}

export function addToOutbox(owner: OutboxOwner, message: WaitingMessage): void {
  update(owner, (messages) => [...messages, message]);
}

export function removeFromOutbox(owner: OutboxOwner, key: string): void {
  photosInMemory.delete(key);
  update(owner, (messages) => messages.filter((message) => message.key !== key));
}

function markRefused(owner: OutboxOwner, key: string, refusal: string): void {
  update(owner, (messages) =>
    messages.map((message) => (message.key === key ? { ...message, refusal } : message)),
  );
}

/** Sends a refused message once more (the guest asked to). */
export function retryRefused(owner: OutboxOwner, key: string): void {
  update(owner, (messages) =>
    messages.map(({ refusal, ...message }) =>
      message.key === key ? message : { ...message, refusal },
    ),
  );
}

export function isSending(key: string): boolean {
  return sending.has(key);
}

/** The photo of a waiting message, from storage or, when it did not fit there, from memory. */
export function photoOf(message: WaitingMessage): WaitingPhoto | undefined {
  return message.photo ?? photosInMemory.get(message.key);
}

export function photoFile(photo: WaitingPhoto): File {
  const [head = '', data = ''] = photo.dataUrl.split(',');
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? photo.type;
  return new File([bytes], photo.name, { type });
}

export function photoDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * A failure the network or the server may get over (no network, a timeout, a 5xx): the message
 * waits and is sent again. A refusal (4xx) will not change by sending again.
 */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

export type SendMessage = (message: {
  key: string;
  text: string;
  photo?: File;
}) => Promise<ConversationMessage>;

export type Outcome =
  | { state: 'sent'; message: ConversationMessage }
  | { state: 'waiting' }
  | { state: 'refused'; error: unknown };

let flushing: Promise<Map<string, Outcome>> = Promise.resolve(new Map());

async function sendEach(owner: OutboxOwner, send: SendMessage): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  for (const message of readOutbox(owner)) {
    if (message.refusal) continue;
    const photo = photoOf(message);
    if (message.photoNotKept && !photo) {
      markRefused(owner, message.key, 'PHOTO_LOST');
      outcomes.set(message.key, { state: 'refused', error: new Error('PHOTO_LOST') });
      continue;
    }
    sending.add(message.key);
    changed();
    try {
      const sent = await send({
        key: message.key,
        text: message.text,
        ...(photo ? { photo: photoFile(photo) } : {}),
      });
      removeFromOutbox(owner, message.key);
      outcomes.set(message.key, { state: 'sent', message: sent });
    } catch (error) {
      if (isPassingFailure(error)) {
        // Later messages wait behind this one, so the hotel reads them in the order written.
        outcomes.set(message.key, { state: 'waiting' });
        return outcomes;
      }
      const code = error instanceof ApiRequestError ? error.code : 'INTERNAL';
      markRefused(owner, message.key, code);
      outcomes.set(message.key, { state: 'refused', error });
    } finally {
      sending.delete(message.key);
      changed();
    }
  }
  return outcomes;
}

/**
 * Sends the guest's waiting messages, oldest first, each with its own Idempotency-Key (a message
 * that reached the hotel before its answer was lost is answered, not written twice). One run at a
 * time: a call during a run waits for it, then sends what is still waiting. Answers what became of
 * each message it tried.
 */
export function sendWaitingMessages(
  owner: OutboxOwner,
  send: SendMessage,
): Promise<Map<string, Outcome>> {
  flushing = flushing.then(
    () => sendEach(owner, send),
    () => sendEach(owner, send),
  );
  return flushing;
}
