import type { RatingRequest } from '@portal/api-client/contract/rating';
import { RATING_EXPERIENCE_MAX_LENGTH, RATING_MAX_SCORE } from '@portal/api-client/rules/limits';

export interface RatingDraft {
  /** 0 until the guest picks a star. */
  score: number;
  experience: string;
}

export const EMPTY_RATING: RatingDraft = { score: 0, experience: '' };

export type RatingProblem = 'missingScore' | 'experienceTooLong';

/** The quick check before sending; the server checks the same. */
export function checkRating(draft: RatingDraft): RatingProblem | null {
  if (draft.score < 1 || draft.score > RATING_MAX_SCORE) return 'missingScore';
  if (draft.experience.trim().length > RATING_EXPERIENCE_MAX_LENGTH) return 'experienceTooLong';
  return null;
}

export function toRatingRequest(draft: RatingDraft): RatingRequest {
  return { score: draft.score, experience: draft.experience.trim() };
}
