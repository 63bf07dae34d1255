import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { ConversationMessage } from '@portal/api-client/contract/conversation';
import {
  addToOutbox,
  readOutbox,
  sendWaitingMessages,
  type SendMessage,
  type WaitingMessage,
} from './conversation-outbox.ts';
import { outboxStorageKey, type OutboxOwner } from './outbox-key.ts';

const anna: OutboxOwner = { hotelCode: 'ESG', reservationNumber: 'ESG1003', guestId: 7 };
const lukas: OutboxOwner = { hotelCode: 'ESG', reservationNumber: 'ESG1003', guestId: 8 };

function written(key: string, text: string): WaitingMessage {
  return { key, text, writtenAt: '2026-11-23T02:00:00.000Z' };
}

function answer(id: number, text: string): ConversationMessage {
  return { id, author: 'guest', text, sentAt: '2026-11-23T02:00:01.000Z' };
}

const offline = new ApiRequestError(0, 'NETWORK', 'Network error');

/** The hotel as the outbox meets it: each key is written once, a retried key answers the first. */
function hotel() {
  const byKey = new Map<string, ConversationMessage>();
  let network = false;
  const send = vi.fn<SendMessage>(({ key, text }) => {
    if (!network) return Promise.reject(offline);
    const message = byKey.get(key) ?? answer(byKey.size + 1, text);
    byKey.set(key, message);
    return Promise.resolve(message);
  });
  return {
    send,
    online: () => {
      network = true;
    },
    written: () => [...byKey.values()],
  };
}

describe('the conversation outbox', () => {
  it('keeps a message written without network on the phone, and sends it once when the network is back', async () => {
    const desk = hotel();
    addToOutbox(anna, written('key-1', 'Two more towels, please'));

    const offlineTry = await sendWaitingMessages(anna, desk.send);
    expect(offlineTry.get('key-1')).toEqual({ state: 'waiting' });
    expect(readOutbox(anna).map((message) => message.text)).toEqual(['Two more towels, please']);

    desk.online();
    // The `online` event and the open Messages screen both ask at once: one run follows the other.
    const [first, second] = await Promise.all([
      sendWaitingMessages(anna, desk.send),
      sendWaitingMessages(anna, desk.send),
    ]);
    expect(first.get('key-1')?.state).toBe('sent');
    expect(second.size).toBe(0);
    expect(desk.written().map((message) => message.text)).toEqual(['Two more towels, please']);
    // Every attempt carried the key the message was given when written.
    expect(desk.send.mock.calls.map(([message]) => message.key)).toEqual(['key-1', 'key-1']);
    expect(readOutbox(anna)).toEqual([]);
    expect(localStorage.getItem(outboxStorageKey(anna))).toBeNull();
  });

  it('sends waiting messages in the order written, and stops at the first that cannot go', async () => {
    const desk = hotel();
    addToOutbox(anna, written('key-1', 'First'));
    addToOutbox(anna, written('key-2', 'Second'));
    await sendWaitingMessages(anna, desk.send);
    expect(desk.send).toHaveBeenCalledTimes(1);

    desk.online();
    await sendWaitingMessages(anna, desk.send);
    expect(desk.written().map((message) => message.text)).toEqual(['First', 'Second']);
  });

  it('keeps a refused message for the guest to see, and sends the next ones', async () => {
    const send = vi.fn<SendMessage>(({ key, text }) =>
      key === 'key-1'
        ? Promise.reject(new ApiRequestError(429, 'TOO_MANY_MESSAGES', 'Wait a minute'))
        : Promise.resolve(answer(9, text)),
    );
    addToOutbox(anna, written('key-1', 'Refused'));
    addToOutbox(anna, written('key-2', 'Sent'));
    const outcomes = await sendWaitingMessages(anna, send);
    expect(outcomes.get('key-1')?.state).toBe('refused');
    expect(outcomes.get('key-2')?.state).toBe('sent');
    expect(readOutbox(anna)).toEqual([
      { ...written('key-1', 'Refused'), refusal: 'TOO_MANY_MESSAGES' },
    ]);
    // A refused message waits for the guest, not for the network: it is not sent again by itself.
    await sendWaitingMessages(anna, send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("keeps each guest's messages apart: another guest on the same phone neither sees nor sends them", async () => {
    const desk = hotel();
    desk.online();
    addToOutbox(anna, written('key-1', "Anna's question"));
    expect(readOutbox(lukas)).toEqual([]);
    await sendWaitingMessages(lukas, desk.send);
    expect(desk.send).not.toHaveBeenCalled();
    expect(readOutbox(anna)).toHaveLength(1);
  });

  it('keeps a photo with its message, and sends it as a file', async () => {
    const send = vi.fn<SendMessage>(() => Promise.resolve(answer(1, '')));
    addToOutbox(anna, {
      ...written('key-1', ''),
      photo: { name: 'sink.jpg', type: 'image/jpeg', dataUrl: 'data:image/jpeg;base64,/9j/AA==' },
    });
    await sendWaitingMessages(anna, send);
    const photo = send.mock.calls[0]?.[0].photo;
    expect(photo?.name).toBe('sink.jpg');
    expect(photo?.type).toBe('image/jpeg');
    expect(photo?.size).toBe(4);
  });
});
