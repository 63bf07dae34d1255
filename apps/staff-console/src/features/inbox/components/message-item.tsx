import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MessageBubble } from '@portal/ui/message-bubble';
import type { StaffConversationMessage } from '@portal/api-client/staff-contract/inbox';
import { formatInstant } from '../../../lib/date-time.ts';

const Item = styled.li`
  display: flex;
  flex-direction: column;
`;

/** One message of a thread: who wrote it (the staff member for a reply), its text or photo, when, seen. */
export function MessageItem({
  message,
  guestName,
}: {
  message: StaffConversationMessage;
  guestName: string;
}) {
  const { t, i18n } = useTranslation();
  const hotel = message.author === 'hotel';
  const author = hotel
    ? message.staffName
      ? t('inbox:thread.hotelWrote', { name: message.staffName })
      : t('inbox:thread.hotel')
    : t('inbox:thread.guestWrote', { guest: guestName });
  return (
    <Item>
      <MessageBubble
        from={hotel ? 'mine' : 'theirs'}
        author={author}
        text={message.text}
        photo={
          message.photo && {
            ...message.photo,
            alt: t('inbox:thread.photoAlt', { guest: guestName }),
          }
        }
        time={formatInstant(message.sentAt, i18n.language)}
        dateTime={message.sentAt}
        {...(hotel && {
          delivery: message.seenAt ? 'seen' : 'sent',
          deliveryLabel: message.seenAt
            ? t('inbox:thread.seen', { at: formatInstant(message.seenAt, i18n.language) })
            : t('inbox:thread.sent'),
        })}
      />
    </Item>
  );
}
