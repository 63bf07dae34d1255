import { queryOptions, useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/api-client/contract/errors';
import type { InboxThreadState } from '@portal/api-client/rules/conversation';
import type { QuickReplyInput } from '@portal/api-client/staff-contract/inbox';
import { queryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffApi } from '../../../lib/staff-api.ts';

/** The filter of the thread list: a thread's state, or every thread. */
export type InboxFilter = InboxThreadState | 'all';

/** The hotel's threads of a filter, newest first, with the unread total. */
export const inboxQuery = (filter: InboxFilter) =>
  queryOptions({
    queryKey: [...queryKeys.inbox, 'list', filter],
    queryFn: () => staffApi.listInbox({ query: { state: filter } }),
    // The stream says when a thread changed; reading it on a timer would only add load.
    staleTime: Infinity,
  });

/** One thread with its messages (oldest first). */
export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.inbox, 'thread', id],
    queryFn: () => staffApi.getInboxThread({ params: { id } }),
    staleTime: Infinity,
  });

export const quickRepliesQuery = queryOptions({
  queryKey: queryKeys.quickReplies,
  queryFn: async () => (await staffApi.listQuickReplies()).quickReplies,
});

/** Reads every open list and thread again (an event, a stream back after a drop). */
export function refreshInbox(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.inbox });
}

export interface ReplyDraft {
  text: string;
  quickReplyId?: number;
  /** Kept while the same text is sent again after a failure: the API then answers the first. */
  idempotencyKey: string;
}

/** A reply to the guest; the thread and the lists are read again once it is stored. */
export function useSendReply(threadId: number) {
  return useMutation({
    mutationFn: ({ text, quickReplyId, idempotencyKey }: ReplyDraft) =>
      staffApi.replyInInbox({
        params: { id: threadId },
        body: quickReplyId === undefined ? { text } : { text, quickReplyId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSuccess: () => refreshInbox(),
  });
}

/** The hotel saw the guest's messages up to this one. */
export function useMarkSeen(threadId: number) {
  return useMutation({
    mutationFn: (upTo: number) =>
      staffApi.markInboxThreadSeen({ params: { id: threadId }, body: { upTo } }),
    onSuccess: () => refreshInbox(),
  });
}

/** Marks the thread done, or opens it again. */
export function useSetThreadState(threadId: number) {
  return useMutation({
    mutationFn: (state: InboxThreadState) =>
      staffApi.moveInboxThread({ params: { id: threadId }, body: { state } }),
    onSettled: () => refreshInbox(),
  });
}

/** Adds a quick reply (no id) or changes one. */
export function useSaveQuickReply() {
  return useMutation({
    mutationFn: ({ id, quickReply }: { id: number | null; quickReply: QuickReplyInput }) =>
      id === null
        ? staffApi.addQuickReply({ body: quickReply })
        : staffApi.updateQuickReply({ params: { id }, body: quickReply }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quickReplies }),
  });
}

export function useRemoveQuickReply() {
  return useMutation({
    mutationFn: (id: number) => staffApi.removeQuickReply({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quickReplies }),
  });
}
