import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityInput } from '@portal/api-client/staff-contract/activity-editing';
import { staffApi } from '../../../lib/staff-api.ts';
import { conciergeKeys } from './concierge-keys.ts';

/** The activities in the order the guests see them. */
export const activitiesQuery = queryOptions({
  queryKey: conciergeKeys.activities,
  queryFn: async () => (await staffApi.listStaffActivities()).activities,
});

function useRefreshActivities() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: conciergeKeys.activities });
}

/** Adds an activity (no id) at the end of the list, or changes one. */
export function useSaveActivity() {
  const refresh = useRefreshActivities();
  return useMutation({
    mutationFn: ({ id, activity }: { id: number | null; activity: ActivityInput }) =>
      id === null
        ? staffApi.addActivity({ body: activity })
        : staffApi.changeActivity({ params: { id }, body: activity }),
    onSuccess: refresh,
  });
}

export function useRemoveActivity() {
  const refresh = useRefreshActivities();
  return useMutation({
    mutationFn: (id: number) => staffApi.removeActivity({ params: { id } }),
    onSuccess: refresh,
  });
}
