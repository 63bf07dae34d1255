import './zod-setup.ts';
import { z } from 'zod/mini';
import { defineRoute } from './route.ts';

// The conversation's unread count, its own part of the contract (contract.ts gathers it beside
// conversation.ts): every signed-in screen of the portal asks for the count (the side menu's and
// header's badge), and loads this one small module rather than the whole conversation's schemas.

export const ConversationUnread = z.object({ unread: z.int() });
export type ConversationUnread = z.infer<typeof ConversationUnread>;

export const conversationUnreadRoutes = {
  getConversationUnread: defineRoute({
    method: 'GET',
    path: '/conversation/unread',
    tag: 'Conversation',
    summary: "How many of the hotel's messages the guest has not seen (the menu's badge)",
    auth: true,
    response: ConversationUnread,
  }),
} as const;
