import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestApi } from '../../lib/guest-api.ts';
import { openGuestStream } from '../../testing/fake-event-source.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';

vi.mock('../../lib/guest-api.ts', () => ({ guestApi: { getConversationUnread: vi.fn() } }));

vi.mock('eventsource', () => import('../../testing/fake-event-source.ts'));

let stream: Awaited<ReturnType<typeof openGuestStream>> | undefined;
afterEach(() => stream?.close());

describe("the signed-in shell's Messages", () => {
  it("counts the hotel's unseen messages in the header and the side menu, following the guest's stream", async () => {
    vi.mocked(guestApi.getConversationUnread).mockResolvedValue({ unread: 0 });
    const { queryClient } = await renderScreen(
      <Routes>
        <Route element={<SignedInLayout background="short-curve" />}>
          <Route path="/home" element={<p>Home</p>} />
        </Route>
      </Routes>,
      { path: '/home' },
    );
    stream = await openGuestStream(queryClient);
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveProperty(
      'pathname',
      '/messages',
    );

    // The hotel replies twice: the stream says the thread changed, and the count is read again.
    vi.mocked(guestApi.getConversationUnread).mockResolvedValue({ unread: 2 });
    stream.emit('conversation.updated');
    const header = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(within(header).getByText('2')).toBeDefined();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('link', { name: 'Messages 2 unread' })).toBeDefined();
  });
});
