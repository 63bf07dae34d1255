import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { NotificationsOffer } from '../../../components/notifications-offer/index.ts';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle } from '../../../components/section-title.tsx';
import { tenant } from '../../../config/tenant.ts';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { conversationQuery } from '../api/conversation-queries.ts';
import { ConversationThread } from '../components/conversation-thread.tsx';
import {
  MessageComposer,
  type ComposedMessage,
  type SendResult,
} from '../components/message-composer.tsx';
import {
  addToOutbox,
  photoDataUrl,
  removeFromOutbox,
  retryRefused,
} from '../conversation-outbox.ts';
import { lastUnseenHotelMessage } from '../conversation-rules.ts';
import { deliverWaitingMessages } from '../deliver-waiting-messages.ts';
import { outboxOwner } from '../outbox-key.ts';
import { useOutbox } from '../use-outbox.ts';

const Paragraph = styled.p`
  margin: 0;
`;

/**
 * /messages: the guest's conversation with the hotel. The hotel's messages shown here are marked
 * seen (while the page is in view); a message written without network waits on the phone and goes
 * when it is back online, with the Idempotency-Key it was given when written.
 */
export function MessagesPage() {
  const { t } = useTranslation('conversation');
  const { profile } = useGuestProfile();
  const owner = outboxOwner(profile);
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQuery);
  const waiting = useOutbox(owner);
  const titleId = useId();
  const markedUpTo = useRef(0);
  const messages = conversation.data?.messages;

  // The hotel's messages on screen are seen: tell the hotel, once per newest message.
  useEffect(() => {
    if (!messages) return undefined;
    const markSeen = () => {
      const upTo = lastUnseenHotelMessage(messages);
      if (upTo === null || upTo <= markedUpTo.current) return;
      if (document.visibilityState !== 'visible') return;
      markedUpTo.current = upTo;
      guestApi
        .markConversationSeen({ body: { upTo } })
        .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.conversation }))
        .catch(() => {
          markedUpTo.current = 0;
        });
    };
    markSeen();
    document.addEventListener('visibilitychange', markSeen);
    return () => document.removeEventListener('visibilitychange', markSeen);
  }, [messages, queryClient]);

  async function send({ text, photo }: ComposedMessage): Promise<SendResult> {
    const key = crypto.randomUUID();
    const kept = photo && {
      name: photo.name,
      type: photo.type,
      dataUrl: await photoDataUrl(photo),
    };
    addToOutbox(owner, {
      key,
      text,
      ...(kept ? { photo: kept } : {}),
      writtenAt: new Date().toISOString(),
    });
    const outcome = (await deliverWaitingMessages(owner, queryClient)).get(key);
    if (outcome?.state === 'refused') {
      // Back in the composer, as typed, with the reason.
      removeFromOutbox(owner, key);
      return outcome;
    }
    return { state: outcome?.state === 'sent' ? 'sent' : 'waiting' };
  }

  const stillWaiting = waiting.some((entry) => !entry.message.refusal && !entry.sending);

  return (
    <Stack>
      <Card aria-labelledby={titleId}>
        <PageTitle id={titleId}>{t('title')}</PageTitle>
        <Paragraph>{t('intro', { hotel: tenant.displayName })}</Paragraph>
      </Card>
      <Card>
        <Stack $gap={4}>
          <DeferredQueryState query={conversation} skeleton={{ lines: 4 }}>
            {(data) => (
              <ConversationThread
                messages={data.messages}
                waiting={waiting}
                onRetry={(key) => {
                  retryRefused(owner, key);
                  void deliverWaitingMessages(owner, queryClient);
                }}
                onRemove={(key) => removeFromOutbox(owner, key)}
              />
            )}
          </DeferredQueryState>
          {stillWaiting && <Alert tone="info">{t('waitingNote')}</Alert>}
          <MessageComposer onSend={send} />
        </Stack>
      </Card>
      {/* Once the guest has written, the hotel's reply is what notifications are for. */}
      {messages?.some((message) => message.author === 'guest') && (
        <NotificationsOffer reason="message" />
      )}
    </Stack>
  );
}
