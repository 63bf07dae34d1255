import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { inboxQuery } from '../api/inbox-queries.ts';

const Count = styled.span`
  margin-left: auto;
  min-width: 1.75em;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The guests' messages no one of the hotel has seen yet, beside Inbox in the navigation. */
export function InboxUnreadBadge() {
  const { t } = useTranslation();
  const { data } = useQuery(inboxQuery('open'));
  if (!data || data.unread === 0) return null;
  return (
    <>
      <Count aria-hidden="true">{data.unread}</Count>
      <Hidden>{`, ${t('inbox:navUnread', { count: data.unread })}`}</Hidden>
    </>
  );
}
