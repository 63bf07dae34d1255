import type { MyActivity } from '@portal/api-client/contract/activities';
import { useOptimisticRemoval } from '../../../hooks/use-optimistic-removal.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { myActivitiesQuery } from './activity-queries.ts';

/** Taking an activity off the plan, at once, rolled back if the server refuses. */
export function useRemoveActivity(handlers: {
  onRemoved: () => void;
  onError: (error: unknown) => void;
}) {
  return useOptimisticRemoval(myActivitiesQuery.queryKey, {
    remove: (entry: MyActivity) => guestApi.removeMyActivity({ params: { id: entry.id } }),
    without: (plan, entry) => ({
      ...plan,
      myActivities: plan.myActivities.filter((planned) => planned.id !== entry.id),
    }),
    ...handlers,
  });
}
