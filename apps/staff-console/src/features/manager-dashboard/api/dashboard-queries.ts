import { queryOptions } from '@tanstack/react-query';
import type { DashboardPeriod } from '@portal/api-client/rules/manager-day';
import { queryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffApi } from '../../../lib/staff-api.ts';

/** Orders turn late as time passes, with no event to say so: the day is read again each minute. */
const READ_AGAIN_MS = 60_000;

/** The hotel's day and its figures by day over the period (the API's calendar). */
export const dashboardQuery = (days: DashboardPeriod) =>
  queryOptions({
    queryKey: [...queryKeys.managerDashboard, days],
    queryFn: () => staffApi.getManagerDashboard({ query: { days } }),
    refetchInterval: READ_AGAIN_MS,
  });

/** The figures are read again (a guest, the desk or the kitchen changed something). */
export function refreshDashboard(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.managerDashboard });
}
