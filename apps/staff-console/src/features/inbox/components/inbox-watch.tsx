import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InboxThread } from '@portal/api-client/staff-contract/inbox';
import { playChime } from '../../../lib/chime.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { openInboxFeed } from '../api/inbox-feed.ts';
import { inboxQuery, refreshInbox } from '../api/inbox-queries.ts';
import { showNewMessageNotice } from '../lib/browser-notification.ts';
import { useInboxSoundSwitch } from '../lib/inbox-sound-switch.ts';

/**
 * On every signed-in screen of a role that answers guests (in the shell): each change of a thread
 * reads the inbox again (the unread count in the navigation, the open thread), and a guest's new
 * message chimes when the switch is on and, while the tab is hidden, shows a browser notification
 * that opens the thread. Renders nothing.
 */
export function InboxWatch() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const notify = async (threadId: number) => {
      // A guest's message opens the thread again, so it is among the open ones; read after the
      // event (joining the read it started), not the list held before it.
      const { threads } = await queryClient.fetchQuery({ ...inboxQuery('open'), staleTime: 0 });
      const thread = threads.find((one: InboxThread) => one.id === threadId);
      if (!thread) return;
      const room = thread.reservation.roomNumber;
      showNewMessageNotice({
        title: room
          ? t('inbox:notifications.titleRoom', { guest: thread.guest.name, room })
          : t('inbox:notifications.title', { guest: thread.guest.name }),
        body: thread.lastMessage.text || t('inbox:notifications.photo'),
        tag: `inbox-thread-${thread.id}`,
        onOpen: () => void navigate(`/inbox/${thread.id}`),
      });
    };
    let wasDown = false;
    return openInboxFeed({
      onState: (next) => {
        // Events sent while the stream was down are not replayed: read the inbox again.
        if (next === 'live' && wasDown) void refreshInbox();
        wasDown = next === 'reconnecting';
      },
      onEvent: (event) => {
        void refreshInbox();
        if (!event.guestMessage) return;
        if (useInboxSoundSwitch.getState().soundOn) playChime();
        // A notice whose thread cannot be read now is left out: the inbox shows the message.
        if (document.visibilityState === 'hidden') void notify(event.threadId).catch(() => null);
      },
    });
  }, [t, navigate]);

  return null;
}
