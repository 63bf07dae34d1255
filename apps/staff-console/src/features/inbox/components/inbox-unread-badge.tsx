import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { CountBadge } from '@portal/ui/count-badge';
import { inboxQuery } from '../api/inbox-queries.ts';

/** The guests' messages no one of the hotel has seen yet, beside Inbox in the navigation. */
export function InboxUnreadBadge() {
  const { t } = useTranslation();
  const { data } = useQuery(inboxQuery('open'));
  if (!data) return null;
  return <CountBadge count={data.unread} label={t('inbox:navUnread', { count: data.unread })} />;
}
