import { describe, expect, it } from 'vitest';
import { replyAttemptFor } from './reply-attempt.ts';

let made = 0;
const newKey = () => {
  made += 1;
  return `reply-key-${made}`;
};

describe("a reply's Idempotency-Key", () => {
  it('stays the same while the same text is sent again after a failure', () => {
    const first = replyAttemptFor(null, 'On their way', 3, newKey);
    expect(first).toEqual({
      text: 'On their way',
      quickReplyId: 3,
      idempotencyKey: first.idempotencyKey,
    });
    expect(replyAttemptFor(first, 'On their way', 3, newKey)).toBe(first);
  });

  it('is a new one for a changed text', () => {
    const first = replyAttemptFor(null, 'On their way', undefined, newKey);
    const changed = replyAttemptFor(first, 'On their way now', undefined, newKey);
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(changed).not.toHaveProperty('quickReplyId');
  });

  it('is made to the contract by default: 8 to 128 letters, digits, - or _', () => {
    expect(replyAttemptFor(null, 'Hello', undefined).idempotencyKey).toMatch(
      /^[A-Za-z0-9_-]{8,128}$/,
    );
  });
});
