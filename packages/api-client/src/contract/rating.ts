import './zod-setup.ts';
import { z } from 'zod/mini';
import { IsoDateTime } from './common.ts';
import { RATING_EXPERIENCE_MAX_LENGTH, RATING_MAX_SCORE } from '../rules/limits.ts';
import { defineRoute } from './route.ts';

export const RatingRequest = z.strictObject({
  score: z.int().check(z.gte(1), z.lte(RATING_MAX_SCORE)),
  experience: z._default(z.string().check(z.trim(), z.maxLength(RATING_EXPERIENCE_MAX_LENGTH)), ''),
});
export type RatingRequest = z.input<typeof RatingRequest>;

export const Rating = z.object({
  score: z.int().check(z.gte(1), z.lte(RATING_MAX_SCORE)),
  experience: z.string(),
  ratedAt: IsoDateTime,
});
export type Rating = z.infer<typeof Rating>;

export const MyRating = z.object({ rating: z.nullable(Rating) });

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
