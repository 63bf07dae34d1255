import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '@portal/api-client/contract/conversation';
import { CONVERSATION_TEXT_MAX_LENGTH } from '@portal/api-client/rules/conversation';
import {
  composerProblem,
  lastUnseenHotelMessage,
  newHotelMessages,
  PHOTO_MAX_BYTES,
  photoProblem,
} from './conversation-rules.ts';

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

function message(id: number, author: 'guest' | 'hotel', seen = false): ConversationMessage {
  return {
    id,
    author,
    text: `#${id}`,
    sentAt: '2026-11-23T02:00:00.000Z',
    ...(seen ? { seenAt: '2026-11-23T02:01:00.000Z' } : {}),
  };
}

describe('the composer rules', () => {
  it('takes text, a photo or both, and no more text than the hotel keeps', () => {
    expect(composerProblem('   ', false)).toBe('empty');
    expect(composerProblem('', true)).toBeNull();
    expect(composerProblem('Hello', false)).toBeNull();
    expect(composerProblem('a'.repeat(CONVERSATION_TEXT_MAX_LENGTH), false)).toBeNull();
    expect(composerProblem('a'.repeat(CONVERSATION_TEXT_MAX_LENGTH + 1), true)).toBe('tooLong');
  });

  it('takes the photos the hotel reads, up to the upload limit, as the pre check-in does', () => {
    const jpeg = file('sink.jpg', 'image/jpeg');
    expect(photoProblem(jpeg, jpeg)).toBeNull();
    expect(
      photoProblem(file('bill.pdf', 'application/pdf'), file('bill.pdf', 'application/pdf')),
    ).toBe('unsupported');
    // A HEIC the browser could not redraw as JPEG stays HEIC: the hotel cannot read it.
    const heic = file('IMG_0001.HEIC', 'image/heic');
    expect(photoProblem(heic, heic)).toBe('heicUnreadable');
    const big = file('big.png', 'image/png', PHOTO_MAX_BYTES + 1);
    expect(photoProblem(big, big)).toBe('tooLarge');
  });
});

describe('what the thread tells', () => {
  it("marks seen up to the hotel's last message the guest has not seen", () => {
    expect(lastUnseenHotelMessage([message(1, 'guest'), message(2, 'hotel', true)])).toBeNull();
    expect(
      lastUnseenHotelMessage([message(2, 'hotel', true), message(3, 'hotel'), message(4, 'guest')]),
    ).toBe(3);
  });

  it("reads out only the hotel's messages that came after those on screen", () => {
    const thread = [
      message(1, 'guest'),
      message(2, 'hotel'),
      message(3, 'guest'),
      message(4, 'hotel'),
    ];
    expect(newHotelMessages(thread, 2).map(({ id }) => id)).toEqual([4]);
  });
});
