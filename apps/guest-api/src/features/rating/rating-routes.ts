import { hasArrived } from '@portal/api-client/rules/stay-gates';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import { assertNotCancelled, type StayRepository } from '../../platform/stay/stay.ts';
import type { RatingRepository } from './rating-repository.ts';

interface RatingDeps {
  stays: StayRepository;
  ratings: RatingRepository;
  now: () => Date;
}

export function ratingHandlers({ stays, ratings, now }: RatingDeps) {
  return {
    getRating: async ({ guest }) => ({ rating: await ratings.find(guest.guestId) }),
    rateStay: async ({ guest, body }) => {
      const stay = await stays.stayOf(guest);
      assertNotCancelled(stay);
      if (!hasArrived(stay)) throw new HttpError('RATING_BEFORE_ARRIVAL');
      return ratings.save(guest.guestId, body.score, body.experience, now());
    },
  } satisfies Partial<Handlers>;
}
