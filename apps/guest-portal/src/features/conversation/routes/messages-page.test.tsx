import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { Conversation, ConversationMessage } from '@portal/api-client/contract/conversation';
import { CONVERSATION_TEXT_MAX_LENGTH } from '@portal/api-client/rules/conversation';
import { tenant } from '../../../config/tenant.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { openGuestStream } from '../../../testing/fake-event-source.ts';
import { renderScreen, TEST_PROFILE } from '../../../testing/render-screen.tsx';
import { addToOutbox } from '../conversation-outbox.ts';
import { outboxOwner } from '../outbox-key.ts';
import { useWaitingMessagesSender } from '../use-waiting-messages-sender.ts';
import { MessagesPage } from './messages-page.tsx';

vi.mock('../../../lib/guest-api.ts', () => ({
  guestApi: {
    getConversation: vi.fn(),
    sendConversationMessage: vi.fn(),
    markConversationSeen: vi.fn(),
  },
}));

vi.mock('eventsource', () => import('../../../testing/fake-event-source.ts'));

// A browser that can push, with notifications not asked yet (the offer's own test proves the rest).
vi.mock('../../../lib/push-notifications.ts', () => ({
  notificationsState: () => Promise.resolve('off'),
  turnOnNotifications: vi.fn(),
  declineNotifications: vi.fn(),
}));

const hotel = tenant.displayName;

/** The screen with what the signed-in shell adds around it: waiting messages sent when online. */
function MessagesInSignedInPortal() {
  useWaitingMessagesSender(TEST_PROFILE, useQueryClient());
  return <MessagesPage />;
}

function message(
  id: number,
  author: ConversationMessage['author'],
  text: string,
  seenAt?: string,
): ConversationMessage {
  return {
    id,
    author,
    text,
    sentAt: `2026-11-23T02:${String(id).padStart(2, '0')}:00.000Z`,
    ...(seenAt ? { seenAt } : {}),
  };
}

function thread(...messages: ConversationMessage[]): Conversation {
  return { messages, unread: 0 };
}

let stream: Awaited<ReturnType<typeof openGuestStream>> | undefined;
afterEach(() => {
  stream?.close();
  stream = undefined;
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

async function openMessages(answer: Conversation) {
  vi.mocked(guestApi.getConversation).mockResolvedValue(answer);
  vi.mocked(guestApi.markConversationSeen).mockResolvedValue({ ok: true });
  const { queryClient } = await renderScreen(<MessagesInSignedInPortal />, { path: '/messages' });
  stream = await openGuestStream(queryClient);
  // The thread is there once it is read: its messages, or the words for none.
  await waitFor(() =>
    expect(
      screen.queryByText(/^No messages yet/) ??
        screen.queryByRole('list', { name: `Your conversation with ${hotel}` }),
    ).not.toBeNull(),
  );
}

function bubbleOf(text: string): HTMLElement {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`No message "${text}"`);
  return item;
}

describe('the Messages screen', () => {
  it("shows the guest's messages with sent and seen, and the hotel's under the hotel's name", async () => {
    await openMessages(
      thread(
        message(1, 'guest', 'Could I have two more towels?', '2026-11-23T02:03:00.000Z'),
        message(2, 'hotel', 'Of course, they are on their way.', '2026-11-23T02:04:00.000Z'),
        message(3, 'guest', 'Thank you!'),
      ),
    );
    expect(within(bubbleOf('Could I have two more towels?')).getByText('Seen')).toBeDefined();
    expect(within(bubbleOf('Could I have two more towels?')).getByText('You')).toBeDefined();
    expect(within(bubbleOf('Of course, they are on their way.')).getByText(hotel)).toBeDefined();
    expect(within(bubbleOf('Thank you!')).getByText('Sent')).toBeDefined();
  });

  it('opens on the newest messages', async () => {
    // jsdom lays nothing out and has no scrollIntoView: record what the screen brings into view.
    const scrolled: string[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this.textContent);
      },
    });
    try {
      await openMessages(thread(message(1, 'guest', 'Oldest'), message(2, 'hotel', 'Newest')));
      // The screen scrolls once its messages are drawn, in an effect after the render.
      await waitFor(() => expect(scrolled).toEqual([expect.stringContaining('Newest')]));
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('shows what a message holds as text, never as markup', async () => {
    await openMessages(thread(message(1, 'hotel', '<img src=x onerror=alert(1)> <b>bold</b>')));
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the hotel's reply as it arrives, reads it out politely, and marks it seen", async () => {
    await openMessages(thread(message(1, 'guest', 'Is the pool open?')));
    expect(guestApi.markConversationSeen).not.toHaveBeenCalled();

    vi.mocked(guestApi.getConversation).mockResolvedValue(
      thread(message(1, 'guest', 'Is the pool open?'), message(2, 'hotel', 'Yes, until 21:00.')),
    );
    stream?.emit('conversation.updated');

    expect(await screen.findByText('Yes, until 21:00.')).toBeDefined();
    // Read out by the live region that was there before the reply came.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `New message from ${hotel}: Yes, until 21:00.`,
      ),
    );
    await waitFor(() =>
      expect(guestApi.markConversationSeen).toHaveBeenCalledWith({ body: { upTo: 2 } }),
    );
  });

  it('sends a message with an Idempotency-Key and shows it sent', async () => {
    await openMessages(thread());
    vi.mocked(guestApi.sendConversationMessage).mockResolvedValue(message(5, 'guest', 'Hello'));
    vi.mocked(guestApi.getConversation).mockResolvedValue(thread(message(5, 'guest', 'Hello')));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent')).toBeDefined();
    expect(screen.getByLabelText('Your message')).toHaveProperty('value', '');
    const [call] = vi.mocked(guestApi.sendConversationMessage).mock.calls;
    expect(call?.[0].fields).toEqual({ text: 'Hello' });
    expect(call?.[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers notifications once the guest has written to the hotel, not before', async () => {
    await openMessages(thread(message(1, 'hotel', 'Welcome to the hotel!')));
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    vi.mocked(guestApi.sendConversationMessage).mockResolvedValue(message(2, 'guest', 'Hello'));
    vi.mocked(guestApi.getConversation).mockResolvedValue(
      thread(message(1, 'hotel', 'Welcome to the hotel!'), message(2, 'guest', 'Hello')),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeDefined();
  });

  it('refuses an empty message on the spot', async () => {
    await openMessages(thread());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message or add a photo.')).toBeDefined();
    expect(guestApi.sendConversationMessage).not.toHaveBeenCalled();
  });

  it("keeps what was typed when the hotel refuses it, and says why in the guest's language", async () => {
    await openMessages(thread());
    vi.mocked(guestApi.sendConversationMessage).mockRejectedValue(
      new ApiRequestError(429, 'TOO_MANY_MESSAGES', 'server text'),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your message'), 'Where is the gym?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText('You have sent many messages in a short time; please wait a minute.'),
    ).toBeDefined();
    expect(screen.getByLabelText('Your message')).toHaveProperty('value', 'Where is the gym?');
    // Not left behind as a message waiting to be sent.
    expect(screen.queryByText('Waiting for network')).toBeNull();
  });

  it('counts the characters left near the limit, and takes no more than the limit', async () => {
    await openMessages(thread());
    const box = screen.getByLabelText('Your message');
    expect(box).toHaveProperty('maxLength', CONVERSATION_TEXT_MAX_LENGTH);
    fireEvent.change(box, { target: { value: 'a'.repeat(1_700) } });
    expect(screen.queryByText(/characters left/)).toBeNull();
    fireEvent.change(box, { target: { value: 'a'.repeat(1_850) } });
    expect(screen.getByText('150 characters left')).toBeDefined();
  });

  it('sends a photo with its preview shown first, even without text', async () => {
    // jsdom draws no previews: the address of one is enough here.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:preview';
        static override revokeObjectURL = () => undefined;
      },
    );
    await openMessages(thread());
    vi.mocked(guestApi.sendConversationMessage).mockResolvedValue(message(6, 'guest', ''));
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Add a photo'),
      new File([new Uint8Array([255, 216, 255])], 'sink.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Ready to send')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(guestApi.sendConversationMessage).toHaveBeenCalled());
    const [call] = vi.mocked(guestApi.sendConversationMessage).mock.calls;
    expect(call?.[0].fields).toEqual({ text: '' });
    const sent = call?.[0].files.photo;
    expect(sent instanceof File ? [sent.name, sent.type, sent.size] : sent).toEqual([
      'sink.jpg',
      'image/jpeg',
      3,
    ]);
  });

  it('refuses a file that is not a photo, before sending anything', async () => {
    await openMessages(thread());
    const picker = screen.getByLabelText('Add a photo');
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker, new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(
        'bill.pdf is not a photo the hotel can read. Send a JPEG, PNG or WebP photo.',
      ),
    ).toBeDefined();
  });

  it('shows a message written before a reload as waiting, and sends it with its key', async () => {
    addToOutbox(outboxOwner(TEST_PROFILE), {
      key: 'written-before-the-reload',
      text: 'Can I borrow an umbrella?',
      writtenAt: '2026-11-23T02:10:00.000Z',
    });
    vi.mocked(guestApi.sendConversationMessage).mockRejectedValue(
      new ApiRequestError(0, 'NETWORK', 'Network error'),
    );
    await openMessages(thread());
    expect(await screen.findByText('Can I borrow an umbrella?')).toBeDefined();
    expect(await screen.findByText('Waiting for network')).toBeDefined();
    expect(vi.mocked(guestApi.sendConversationMessage).mock.calls[0]?.[0].headers).toEqual({
      'idempotency-key': 'written-before-the-reload',
    });
  });

  it('says why a waiting message was refused, and sends it again or deletes it as the guest asks', async () => {
    const owner = outboxOwner(TEST_PROFILE);
    for (const [key, text] of [
      ['refused-one', 'First try'],
      ['refused-two', 'Second try'],
    ] as const)
      addToOutbox(owner, {
        key,
        text,
        writtenAt: '2026-11-23T02:10:00.000Z',
        refusal: 'TOO_MANY_MESSAGES',
      });
    await openMessages(thread());
    const reason = 'Not sent: You have sent many messages in a short time; please wait a minute.';
    expect(within(bubbleOf('First try')).getByText(reason)).toBeDefined();
    // Nothing is sent by itself: a refusal waits for the guest.
    expect(guestApi.sendConversationMessage).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(within(bubbleOf('Second try')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Second try')).toBeNull());

    const sent = message(8, 'guest', 'First try');
    vi.mocked(guestApi.sendConversationMessage).mockResolvedValue(sent);
    vi.mocked(guestApi.getConversation).mockResolvedValue(thread(sent));
    await user.click(within(bubbleOf('First try')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(bubbleOf('First try')).getByText('Sent')).toBeDefined());
    expect(
      vi.mocked(guestApi.sendConversationMessage).mock.calls.map(([call]) => call.headers),
    ).toEqual([{ 'idempotency-key': 'refused-one' }]);
  });

  it('keeps a message written without network, says it waits, and sends it once when back online', async () => {
    await openMessages(thread());
    vi.mocked(guestApi.sendConversationMessage).mockRejectedValue(
      new ApiRequestError(0, 'NETWORK', 'Network error'),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your message'), 'Late check-out possible?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Waiting for network')).toBeDefined();
    expect(bubbleOf('Late check-out possible?')).toBeDefined();
    expect(screen.getByLabelText('Your message')).toHaveProperty('value', '');
    const [first] = vi.mocked(guestApi.sendConversationMessage).mock.calls;

    // Back online: the hotel answers the message, and the thread read again holds it.
    const sent = message(7, 'guest', 'Late check-out possible?');
    vi.mocked(guestApi.sendConversationMessage).mockResolvedValue(sent);
    vi.mocked(guestApi.getConversation).mockResolvedValue(thread(sent));
    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(screen.queryByText('Waiting for network')).toBeNull());
    const calls = vi.mocked(guestApi.sendConversationMessage).mock.calls;
    expect(calls).toHaveLength(2);
    expect(calls[1]?.[0].headers).toEqual(first?.[0].headers);
  });
});
