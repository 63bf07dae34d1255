import { guestApi } from '../../lib/guest-api.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';

export const OFFERS_KEY = 'offers';

export function useOffers() {
  return useApiQuery(OFFERS_KEY, () => guestApi.listOffers({}));
}
