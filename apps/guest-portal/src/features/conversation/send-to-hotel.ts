import { IDEMPOTENCY_KEY_HEADER } from '@portal/api-client/contract/errors';
import { guestApi } from '../../lib/guest-api.ts';
import type { SendMessage } from './conversation-outbox.ts';

/** `POST /conversation/messages` with the message's own Idempotency-Key. */
export const sendToHotel: SendMessage = ({ key, text, photo }) =>
  guestApi.sendConversationMessage({
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    fields: { text },
    files: photo ? { photo } : {},
  });
