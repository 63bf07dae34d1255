/** A reply being sent: its text and the Idempotency-Key it went with. */
export interface ReplyAttempt {
  text: string;
  quickReplyId?: number;
  idempotencyKey: string;
}

/**
 * The attempt for sending `text`: the failed attempt's key while the text is the same (a reply
 * the API stored before the answer was lost is then answered again, never stored twice), a new
 * key for a new text.
 */
export function replyAttemptFor(
  previous: ReplyAttempt | null,
  text: string,
  quickReplyId: number | undefined,
  newKey: () => string = () => crypto.randomUUID(),
): ReplyAttempt {
  if (previous && previous.text === text) return previous;
  return quickReplyId === undefined
    ? { text, idempotencyKey: newKey() }
    : { text, quickReplyId, idempotencyKey: newKey() };
}
