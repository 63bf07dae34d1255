import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { ConversationMessage } from '@portal/api-client/contract/conversation';
import { Button } from '@portal/ui/button';
import { MessageBubble } from '@portal/ui/message-bubble';
import { tenant } from '../../../config/tenant.ts';
import { formatHotelTime } from '../../../lib/date-formats.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import type { WaitingMessage } from '../conversation-outbox.ts';
import { newHotelMessages } from '../conversation-rules.ts';

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
  }
`;

const Empty = styled.p`
  margin: 0;
`;

const Announcer = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A message kept on the phone: being sent, waiting for the network, or refused by the hotel. */
export interface OutboxEntry {
  message: WaitingMessage;
  sending: boolean;
  photoUrl?: string;
}

export interface ConversationThreadProps {
  messages: readonly ConversationMessage[];
  waiting: readonly OutboxEntry[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

function sentTime(instant: string): string {
  return formatHotelTime(instant, 'timeFirst', tenant.timeZone);
}

/**
 * The guest's messages and the hotel's, oldest first, then those still on the phone. The hotel's
 * are signed with the hotel's name; the guest's say sent or seen. A reply that arrives while the
 * screen is open is read out by a polite live region, there from the start so it is heard.
 */
export function ConversationThread({
  messages,
  waiting,
  onRetry,
  onRemove,
}: ConversationThreadProps) {
  const { t } = useTranslation('conversation');
  const hotel = tenant.displayName;
  const [announcement, setAnnouncement] = useState('');
  const lastShown = useRef(messages.at(-1)?.id ?? 0);
  const list = useRef<HTMLOListElement>(null);

  // The newest messages are the ones a guest opens the screen for: they start in view.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  useEffect(() => {
    const arrived = newHotelMessages(messages, lastShown.current);
    lastShown.current = Math.max(lastShown.current, messages.at(-1)?.id ?? 0);
    const latest = arrived.at(-1);
    if (!latest) return;
    setAnnouncement(
      latest.text ? t('newReply', { hotel, text: latest.text }) : t('newPhoto', { hotel }),
    );
  }, [messages, hotel, t]);

  function delivery(message: ConversationMessage): 'seen' | 'sent' | undefined {
    if (message.author !== 'guest') return undefined;
    return message.seenAt ? 'seen' : 'sent';
  }

  function refusalText(code: string): string {
    const error = new ApiRequestError(400, code, code);
    return code === 'PHOTO_LOST' ? t('errors.PHOTO_LOST') : errorMessage(t, error);
  }

  return (
    <>
      {messages.length === 0 && waiting.length === 0 && <Empty>{t('empty')}</Empty>}
      <Messages
        ref={list}
        aria-label={t('thread', { hotel })}
        hidden={messages.length + waiting.length === 0}
      >
        {messages.map((message) => {
          const state = delivery(message);
          const mine = message.author === 'guest';
          return (
            <li key={message.id}>
              <MessageBubble
                from={mine ? 'mine' : 'theirs'}
                author={mine ? t('you') : hotel}
                text={message.text}
                photo={
                  message.photo && {
                    ...message.photo,
                    alt: mine ? t('yourPhoto') : t('hotelPhoto', { hotel }),
                  }
                }
                time={sentTime(message.sentAt)}
                dateTime={message.sentAt}
                delivery={state}
                deliveryLabel={state && t(`delivery.${state}`)}
              />
            </li>
          );
        })}
        {waiting.map(({ message, sending, photoUrl }) => {
          const refused = message.refusal;
          return (
            <li key={message.key} data-waiting={refused ? 'refused' : 'waiting'}>
              <MessageBubble
                from="mine"
                author={t('you')}
                text={message.text}
                photo={
                  photoUrl
                    ? { url: photoUrl, width: 640, height: 480, alt: t('yourPhoto') }
                    : undefined
                }
                time={sentTime(message.writtenAt)}
                dateTime={message.writtenAt}
                delivery={refused ? 'failed' : 'waiting'}
                deliveryLabel={
                  refused
                    ? t('delivery.refused', { reason: refusalText(refused) })
                    : sending
                      ? t('delivery.sending')
                      : t('delivery.waiting')
                }
                actions={
                  refused ? (
                    <>
                      <Button variant="ghost" onClick={() => onRetry(message.key)}>
                        {t('retry')}
                      </Button>
                      <Button variant="ghost" onClick={() => onRemove(message.key)}>
                        {t('remove')}
                      </Button>
                    </>
                  ) : undefined
                }
              />
            </li>
          );
        })}
      </Messages>
      <Announcer role="status">{announcement}</Announcer>
    </>
  );
}
