import type { RatingRequest } from '@portal/api-client/contract/rating';

export interface RatingDraft {
  /** 0 until the guest picks a star. */
  score: number;
  experience: string;
}

export const EMPTY_RATING: RatingDraft = { score: 0, experience: '' };
export const MAX_EXPERIENCE_LENGTH = 2000;

export type RatingProblem = 'missingScore' | 'experienceTooLong';

/** The quick check before sending; the server checks the same. */
export function checkRating(draft: RatingDraft): RatingProblem | null {
  if (draft.score < 1 || draft.score > 5) return 'missingScore';
  if (draft.experience.trim().length > MAX_EXPERIENCE_LENGTH) return 'experienceTooLong';
  return null;
}

export function toRatingRequest(draft: RatingDraft): RatingRequest {
  return { score: draft.score, experience: draft.experience.trim() };
}
