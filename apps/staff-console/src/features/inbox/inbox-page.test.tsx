import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { ALEX, ALEX_MESSAGES, MAI, TOWELS } from './testing/inbox-fixtures.ts';
import { liveInbox } from './testing/fake-inbox-feed.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('./api/inbox-feed.ts', () => import('./testing/fake-inbox-feed.ts'));
vi.mock('../../lib/chime.ts', () => ({ playChime: vi.fn(), unlockChime: vi.fn() }));

const { playChime } = await import('../../lib/chime.ts');

/** The browser's Notification as a test sees it: what was shown, and the permission asked. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  readonly title: string;
  readonly options: NotificationOptions;
  constructor(title: string, options: NotificationOptions) {
    this.title = title;
    this.options = options;
    FakeNotification.shown.push(this);
  }
  close = vi.fn();
}

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.resetAllMocks();
  liveInbox.reset();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockResolvedValue('granted');
  vi.stubGlobal('Notification', FakeNotification);
  staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk', 'Minh Vo'));
  staffApi.listInbox.mockImplementation(({ query }: { query: { state: string } }) =>
    Promise.resolve({
      threads: query.state === 'done' ? [MAI] : query.state === 'open' ? [ALEX] : [ALEX, MAI],
      unread: 2,
    }),
  );
  staffApi.getInboxThread.mockResolvedValue({ thread: ALEX, messages: ALEX_MESSAGES });
  staffApi.markInboxThreadSeen.mockResolvedValue({ ok: true });
  staffApi.listQuickReplies.mockResolvedValue({ quickReplies: [TOWELS] });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const threadLine = (name: string) => screen.findByRole('article', { name });
const openThread = () => screen.findByRole('region', { name: 'Alex Nguyen' });

describe('the inbox', () => {
  it('lists the open threads with their unread counts and reservations, and the total beside Inbox', async () => {
    await renderConsole('/inbox');
    const line = await threadLine('Alex Nguyen, room 0412');
    expect(within(line).getByRole('link', { name: 'Alex Nguyen' })).toBeTruthy();
    expect(within(line).getByText('2 unread')).toBeTruthy();
    expect(within(line).getByText('Could we have two more towels?')).toBeTruthy();
    expect(within(line).getByText('ESG1001 · Room 0412 · 2026-11-22 – 2026-11-25')).toBeTruthy();
    expect(within(line).getByText('Arrived · Pre check-in: Accepted')).toBeTruthy();
    expect(staffApi.listInbox).toHaveBeenCalledWith({ query: { state: 'open' } });
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    expect(
      await within(nav).findByRole('link', { name: /^Inbox\W+2 unread messages$/ }),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Done' }));
    const done = await threadLine('Mai Le, no room yet');
    expect(within(done).getByText('Hotel: Chúng tôi đã nhận được.')).toBeTruthy();
    expect(staffApi.listInbox).toHaveBeenCalledWith({ query: { state: 'done' } });
  });

  it('opens a thread beside its reservation: the guest’s words as text, the photo, who replied and seen', async () => {
    await renderConsole('/inbox/1');
    const thread = await openThread();
    const log = within(thread).getByRole('log', { name: 'Messages' });
    // Text is shown as typed, never read as HTML.
    expect(within(log).getByText(/<b>Two<\/b> more towels,/)).toBeTruthy();
    expect(log.querySelector('b')).toBeNull();
    expect(
      within(log).getByRole<HTMLImageElement>('img', { name: 'Photo sent by Alex Nguyen' }).src,
    ).toContain('/api/conversation/photos/abc.webp');
    expect(within(log).getByText('Lan Tran for the hotel')).toBeTruthy();
    expect(within(log).getByText(/Seen .*16:05/)).toBeTruthy();
    expect(within(thread).getByText('Arrived')).toBeTruthy();
    expect(within(thread).getByText('Accepted')).toBeTruthy();
    expect(
      within(thread).getByRole('link', { name: 'Open reservation ESG1001' }).getAttribute('href'),
    ).toBe('/front-desk/reservations/101');
  });

  it("marks the guest's messages seen once the thread is open and the tab visible", async () => {
    visibility = 'hidden';
    await renderConsole('/inbox/1');
    await openThread();
    expect(staffApi.markInboxThreadSeen).not.toHaveBeenCalled();
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() =>
      expect(staffApi.markInboxThreadSeen).toHaveBeenCalledWith({
        params: { id: 1 },
        body: { upTo: 7 },
      }),
    );
    expect(staffApi.markInboxThreadSeen).toHaveBeenCalledTimes(1);
  });

  it('sends a reply with an Idempotency-Key, keeps the text on a failure and sends it again with the same key', async () => {
    staffApi.replyInInbox
      .mockRejectedValueOnce(new ApiRequestError(0, 'NETWORK', 'Network error'))
      .mockResolvedValueOnce({
        id: 8,
        author: 'hotel',
        text: 'On their way',
        sentAt: '2026-11-23T12:01:00.000Z',
        staffName: 'Minh Vo',
      });
    await renderConsole('/inbox/1');
    const thread = await openThread();
    const send = within(thread).getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    expect(await within(thread).findByText('Write a reply before sending.')).toBeTruthy();
    expect(staffApi.replyInInbox).not.toHaveBeenCalled();

    const reply = within(thread).getByLabelText(/^Reply to Alex Nguyen/);
    await userEvent.type(reply, 'On their way');
    await userEvent.click(send);
    expect(
      await within(thread).findByText(
        'We could not reach the server. Check the connection and try again.',
      ),
    ).toBeTruthy();
    expect((reply as HTMLTextAreaElement).value).toBe('On their way');

    await userEvent.click(send);
    await waitFor(() => expect((reply as HTMLTextAreaElement).value).toBe(''));
    const [first, second] = staffApi.replyInInbox.mock.calls.map(([input]) => input as unknown);
    expect(first).toMatchObject({ params: { id: 1 }, body: { text: 'On their way' } });
    expect(second).toEqual(first);
    expect((first as { headers: Record<string, string> }).headers['idempotency-key']).toMatch(
      /^[A-Za-z0-9_-]{8,128}$/,
    );
  });

  it("puts a quick reply in at the cursor in the guest's language, and sends which one it was", async () => {
    staffApi.getInboxThread.mockResolvedValue({ thread: MAI, messages: [] });
    staffApi.replyInInbox.mockResolvedValue({
      id: 9,
      author: 'hotel',
      text: 'x',
      sentAt: '2026-11-23T12:01:00.000Z',
    });
    await renderConsole('/inbox/2');
    const thread = await screen.findByRole('region', { name: 'Mai Le' });
    const reply = within(thread).getByLabelText<HTMLTextAreaElement>(/^Reply to Mai Le/);
    await userEvent.type(reply, 'Chào chị Mai. ');
    await userEvent.click(within(thread).getByRole('button', { name: 'Quick replies' }));
    expect(await within(thread).findByText('Quick replies in Vietnamese')).toBeTruthy();
    await userEvent.click(within(thread).getByRole('button', { name: 'Khăn đang được mang lên' }));
    expect(reply.value).toBe('Chào chị Mai. Bộ phận buồng phòng đang mang lên ngay.');
    await userEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(staffApi.replyInInbox).toHaveBeenCalledTimes(1));
    expect(staffApi.replyInInbox.mock.calls[0]?.[0]).toMatchObject({
      body: { text: 'Chào chị Mai. Bộ phận buồng phòng đang mang lên ngay.', quickReplyId: 3 },
    });
  });

  it("offers quick replies in the console's language when the reservation names none", async () => {
    await renderConsole('/inbox/1');
    const thread = await openThread();
    await userEvent.click(within(thread).getByRole('button', { name: 'Quick replies' }));
    await userEvent.click(await within(thread).findByRole('button', { name: 'Towels on the way' }));
    expect(within(thread).getByLabelText<HTMLTextAreaElement>(/^Reply to Alex Nguyen/).value).toBe(
      'Housekeeping is bringing them now.',
    );
  });

  it('marks a thread done, and reopens it', async () => {
    staffApi.moveInboxThread.mockResolvedValue({ ...ALEX, state: 'done' });
    await renderConsole('/inbox/1');
    const thread = await openThread();
    staffApi.getInboxThread.mockResolvedValue({
      thread: { ...ALEX, state: 'done' },
      messages: ALEX_MESSAGES,
    });
    await userEvent.click(within(thread).getByRole('button', { name: 'Mark done' }));
    expect(staffApi.moveInboxThread).toHaveBeenCalledWith({
      params: { id: 1 },
      body: { state: 'done' },
    });
    await userEvent.click(await within(thread).findByRole('button', { name: 'Reopen' }));
    expect(staffApi.moveInboxThread).toHaveBeenLastCalledWith({
      params: { id: 1 },
      body: { state: 'open' },
    });
  });

  it("reads the inbox again on a thread's event; a guest's message chimes when switched on and notifies while the tab is hidden", async () => {
    await renderConsole('/inbox');
    await threadLine('Alex Nguyen, room 0412');
    act(() => liveInbox.setState('live'));
    expect(await screen.findByText('Live')).toBeTruthy();
    const reads = staffApi.listInbox.mock.calls.length;
    act(() => liveInbox.emit({ type: 'conversation.updated', threadId: 1 }));
    await waitFor(() => expect(staffApi.listInbox.mock.calls.length).toBeGreaterThan(reads));
    expect(playChime).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('switch', { name: 'Sound on a new message' }));
    expect(localStorage.getItem('staff_inbox_sound')).toBe('on');
    act(() => liveInbox.emit({ type: 'conversation.updated', threadId: 1, guestMessage: true }));
    expect(playChime).toHaveBeenCalledTimes(1);
    expect(FakeNotification.shown).toEqual([]);

    // Asked from the button only, never on load.
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Notify me when this tab is hidden' }),
    );
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Browser notifications are on while this tab is hidden.'),
    ).toBeTruthy();
    FakeNotification.permission = 'granted';
    visibility = 'hidden';
    // The notice tells the message just written, not the one the list held before.
    const written = { ...ALEX.lastMessage, text: 'Is breakfast still served?' };
    staffApi.listInbox.mockResolvedValue({
      threads: [{ ...ALEX, lastMessage: written }],
      unread: 3,
    });
    act(() => liveInbox.emit({ type: 'conversation.updated', threadId: 1, guestMessage: true }));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    const [notice] = FakeNotification.shown;
    expect(notice?.title).toBe('New message from Alex Nguyen, room 0412');
    expect(notice?.options.body).toBe('Is breakfast still served?');
    act(() => notice?.onclick?.());
    expect(await openThread()).toBeTruthy();
  });

  it('gives a concierge the inbox without the link to the front desk’s reservation screen', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('concierge', 'Hoa Do'));
    await renderConsole('/inbox/1');
    const thread = await openThread();
    expect(within(thread).getByText('ESG1001')).toBeTruthy();
    expect(within(thread).queryByRole('link', { name: /^Open reservation/ })).toBeNull();
  });

  it('refuses the kitchen, and reads nothing', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('kitchen', 'Bao Pham'));
    await renderConsole('/inbox');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(staffApi.listInbox).not.toHaveBeenCalled();
  });
});
