import { describe, expect, it } from 'vitest';
import { checkRating, toRatingRequest } from './rating-rules.ts';

describe('checkRating', () => {
  it('needs a score of 1 to 5', () => {
    expect(checkRating({ score: 0, experience: 'Lovely' })).toBe('missingScore');
    expect(checkRating({ score: 1, experience: '' })).toBeNull();
    expect(checkRating({ score: 5, experience: '' })).toBeNull();
  });

  it('refuses an experience longer than the server keeps', () => {
    expect(checkRating({ score: 4, experience: 'x'.repeat(2001) })).toBe('experienceTooLong');
    expect(checkRating({ score: 4, experience: ` ${'x'.repeat(2000)} ` })).toBeNull();
  });

  it('sends the experience trimmed', () => {
    expect(toRatingRequest({ score: 4, experience: '  Great breakfast \n' })).toEqual({
      score: 4,
      experience: 'Great breakfast',
    });
  });
});
