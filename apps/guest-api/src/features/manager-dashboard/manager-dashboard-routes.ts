import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { ManagerDashboardRepository } from './manager-dashboard-repository.ts';

interface ManagerDashboardDeps {
  dashboards: ManagerDashboardRepository;
  now: () => Date;
}

export function managerDashboardHandlers({ dashboards, now }: ManagerDashboardDeps) {
  return {
    getManagerDashboard: ({ hotel, query }) => dashboards.dashboard(hotel, query.days, now()),
  } satisfies Partial<StaffHandlers>;
}
