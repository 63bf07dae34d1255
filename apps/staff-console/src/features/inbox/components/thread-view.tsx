import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import type {
  InboxThread,
  StaffConversationMessage,
} from '@portal/api-client/staff-contract/inbox';
import { Actions } from '../../../components/form-parts.ts';
import { Muted, Panel, PanelTitle } from '../../../components/panel.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { useMarkSeen, useSetThreadState } from '../api/inbox-queries.ts';
import { MessageItem } from './message-item.tsx';
import { ReplyForm } from './reply-form.tsx';
import { ReservationFacts } from './reservation-facts.tsx';

const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The last message of the guest's while the hotel has not seen all of them. */
function lastUnseenGuestMessage(
  thread: InboxThread,
  messages: StaffConversationMessage[],
): number | undefined {
  if (thread.unread === 0) return undefined;
  return messages.filter((message) => message.author === 'guest').at(-1)?.id;
}

/**
 * While the thread is on the screen and the tab visible, the guest's messages are marked seen
 * (once per new message; again when the tab comes back).
 */
function useSeenWhileVisible(threadId: number, upTo: number | undefined) {
  const markSeen = useMarkSeen(threadId);
  const marked = useRef<number | undefined>(undefined);
  const { mutate } = markSeen;
  useEffect(() => {
    if (upTo === undefined) return undefined;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current === upTo) return;
      marked.current = upTo;
      mutate(upTo, {
        onError: () => {
          marked.current = undefined;
        },
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [upTo, mutate]);
}

/** The open thread: its reservation, the messages, the reply, mark done or reopen. */
export function ThreadView({
  thread,
  messages,
}: {
  thread: InboxThread;
  messages: StaffConversationMessage[];
}) {
  const { t } = useTranslation();
  const consoleLanguage = useTextLanguage();
  const setState = useSetThreadState(thread.id);
  useSeenWhileVisible(thread.id, lastUnseenGuestMessage(thread, messages));
  const done = thread.state === 'done';
  const language = thread.guest.language ?? consoleLanguage;

  return (
    <Panel aria-labelledby={`thread-${thread.id}-title`}>
      <PanelTitle id={`thread-${thread.id}-title`}>
        {t('inbox:thread.title', { guest: thread.guest.name })}
      </PanelTitle>
      <SubTitle>{t('inbox:reservation.title')}</SubTitle>
      <ReservationFacts reservation={thread.reservation} />
      <Muted>{done ? t('inbox:thread.isDone') : t('inbox:thread.isOpen')}</Muted>
      <Actions>
        <Button
          type="button"
          variant="secondary"
          loading={setState.isPending}
          onClick={() => setState.mutate(done ? 'open' : 'done')}
        >
          {done ? t('inbox:thread.reopen') : t('inbox:thread.markDone')}
        </Button>
      </Actions>
      {setState.isError && <Alert tone="error">{errorMessage(t, setState.error)}</Alert>}
      <SubTitle id={`thread-${thread.id}-messages`}>{t('inbox:thread.messages')}</SubTitle>
      {messages.length === 0 ? (
        <Muted>{t('inbox:thread.noMessages')}</Muted>
      ) : (
        // A log: a screen reader hears a new message as it arrives, politely.
        <div role="log" aria-labelledby={`thread-${thread.id}-messages`}>
          <Messages>
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} guestName={thread.guest.name} />
            ))}
          </Messages>
        </div>
      )}
      <ReplyForm
        key={thread.id}
        threadId={thread.id}
        guestName={thread.guest.name}
        language={language}
      />
    </Panel>
  );
}
