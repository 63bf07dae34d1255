import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StaffConversationMessage } from '@portal/api-client/staff-contract/inbox';
import { formatInstant } from '../../../lib/date-time.ts';

const Item = styled.li<{ $hotel: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-width: min(36rem, 90%);
  align-self: ${({ $hotel }) => ($hotel ? 'flex-end' : 'flex-start')};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $hotel }) => ($hotel ? theme.color.primarySoft : theme.color.background)};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
`;

const Author = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

// The guest's words as they typed them, line breaks kept; React writes them as text, never HTML.
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const Photo = styled.img`
  display: block;
  max-width: 100%;
  max-height: 20rem;
  width: auto;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const When = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
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
  const sentAt = formatInstant(message.sentAt, i18n.language);
  return (
    <Item $hotel={hotel}>
      <Author>
        {hotel
          ? message.staffName
            ? t('inbox:thread.hotelWrote', { name: message.staffName })
            : t('inbox:thread.hotel')
          : t('inbox:thread.guestWrote', { guest: guestName })}
      </Author>
      {message.text && <Text>{message.text}</Text>}
      {message.photo && (
        <a href={message.photo.url} target="_blank" rel="noreferrer">
          <Photo
            src={message.photo.url}
            width={message.photo.width}
            height={message.photo.height}
            alt={t('inbox:thread.photoAlt', { guest: guestName })}
          />
        </a>
      )}
      <When>
        {sentAt}
        {hotel &&
          ` · ${
            message.seenAt
              ? t('inbox:thread.seen', { at: formatInstant(message.seenAt, i18n.language) })
              : t('inbox:thread.sent')
          }`}
      </When>
    </Item>
  );
}
