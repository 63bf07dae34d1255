import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferInput } from '@portal/api-client/staff-contract/concierge';
import { staffApi } from '../../../lib/staff-api.ts';
import { conciergeKeys } from './concierge-keys.ts';

/** Every offer: the current and coming ones first, then the ended ones. */
export const offersQuery = queryOptions({
  queryKey: conciergeKeys.offers,
  queryFn: async () => (await staffApi.listStaffOffers()).offers,
});

/** Adds an offer (no id) or changes one. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, offer }: { id: number | null; offer: OfferInput }) =>
      id === null
        ? staffApi.addOffer({ body: offer })
        : staffApi.changeOffer({ params: { id }, body: offer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conciergeKeys.offers }),
  });
}
