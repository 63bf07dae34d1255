import { queryOptions } from '@tanstack/react-query';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The guest's thread with the hotel (the last messages, oldest first). */
export const conversationQuery = queryOptions({
  queryKey: queryKeys.conversation,
  queryFn: () => guestApi.getConversation({}),
});

/** How many of the hotel's messages the guest has not seen: the header's and side menu's count. */
export const conversationUnreadQuery = queryOptions({
  queryKey: queryKeys.conversationUnread,
  queryFn: () => guestApi.getConversationUnread({}),
});
