import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import type { InboxThread } from '@portal/api-client/staff-contract/inbox';
import { formatInstant } from '../../../lib/date-time.ts';

const Line = styled.article<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid
    ${({ theme, $unread }) => ($unread ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  &:has(a[aria-current='page']) {
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Guest = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.color.link};
  }
`;

const Unread = styled.span`
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Excerpt = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One thread of the list: the guest (a link to it), unread count, last message, reservation and room. */
export function ThreadLine({ thread, search }: { thread: InboxThread; search: string }) {
  const { t, i18n } = useTranslation();
  const { guest, reservation, lastMessage } = thread;
  const excerpt = lastMessage.text || t('inbox:threads.photo');
  return (
    <Line
      $unread={thread.unread > 0}
      aria-label={
        reservation.roomNumber
          ? t('inbox:threads.label', { guest: guest.name, room: reservation.roomNumber })
          : t('inbox:threads.labelNoRoom', { guest: guest.name })
      }
    >
      <Top>
        <Guest>
          <NavLink to={{ pathname: `/inbox/${thread.id}`, search }}>{guest.name}</NavLink>
        </Guest>
        {thread.unread > 0 && (
          <Unread>{t('inbox:threads.unread', { count: thread.unread })}</Unread>
        )}
      </Top>
      <Excerpt>
        {lastMessage.author === 'hotel' ? t('inbox:threads.fromHotel', { text: excerpt }) : excerpt}
      </Excerpt>
      <Small>
        {[
          reservation.number,
          reservation.roomNumber
            ? `${t('inbox:reservation.room')} ${reservation.roomNumber}`
            : t('inbox:reservation.noRoom'),
          `${reservation.arrivalDate} – ${reservation.departureDate}`,
        ].join(' · ')}
      </Small>
      <Small>
        {t('inbox:threads.states', {
          state: t(`inbox:reservation.states.${reservation.state}`),
          preCheckIn: t(`inbox:reservation.preCheckInStates.${reservation.preCheckInState}`),
        })}
      </Small>
      <Small>
        {formatInstant(lastMessage.sentAt, i18n.language)}
        {thread.state === 'done' && ` · ${t('inbox:threads.stateDone')}`}
      </Small>
    </Line>
  );
}
