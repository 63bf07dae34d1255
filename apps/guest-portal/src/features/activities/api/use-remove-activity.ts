import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyActivity } from '@portal/api-client/contract/activities';
import { guestApi } from '../../../lib/guest-api.ts';
import { myActivitiesQuery } from './activity-queries.ts';

/**
 * Taking an activity off the plan: it leaves the plan at once, comes back if the server refuses,
 * and the plan is read again either way (an activity added back later is the server's new entry).
 */
export function useRemoveActivity(handlers: {
  onRemoved: () => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const { queryKey } = myActivitiesQuery;
  return useMutation({
    mutationFn: (entry: MyActivity) => guestApi.removeMyActivity({ params: { id: entry.id } }),
    onMutate: async (entry) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        (plan) =>
          plan && {
            ...plan,
            myActivities: plan.myActivities.filter((planned) => planned.id !== entry.id),
          },
      );
      return { before };
    },
    onSuccess: handlers.onRemoved,
    onError: (error, _entry, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      handlers.onError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
