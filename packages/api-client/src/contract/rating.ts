import './zod-setup.ts';
import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { RATING_EXPERIENCE_MAX_LENGTH, RATING_MAX_SCORE } from '../rules/limits.ts';
import { defineRoute } from './route.ts';

export const RatingRequest = z
  .object({
    score: z.number().int().min(1).max(RATING_MAX_SCORE),
    experience: z.string().trim().max(RATING_EXPERIENCE_MAX_LENGTH).default(''),
  })
  .strict();
export type RatingRequest = z.input<typeof RatingRequest>;

export const Rating = z.object({
  score: z.number().int().min(1).max(RATING_MAX_SCORE),
  experience: z.string(),
  ratedAt: IsoDateTime,
});
export type Rating = z.infer<typeof Rating>;

export const MyRating = z.object({ rating: Rating.nullable() });

export const ratingRoutes = {
  getRating: defineRoute({
    method: 'GET',
    path: '/rating',
    tag: 'Rating',
    summary: "The signed-in guest's rating of this stay, if given",
    auth: true,
    response: MyRating,
  }),
  rateStay: defineRoute({
    method: 'PUT',
    path: '/rating',
    tag: 'Rating',
    summary:
      'Rate the stay with a score of 1 to 5 and a free-text experience (a new rating replaces the old)',
    auth: true,
    body: RatingRequest,
    response: Rating,
    errors: ['RATING_BEFORE_ARRIVAL', 'RESERVATION_CANCELLED'],
  }),
} as const;
