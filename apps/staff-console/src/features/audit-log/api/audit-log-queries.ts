import { infiniteQueryOptions } from '@tanstack/react-query';
import { AUDIT_LOG_PAGE } from '@portal/api-client/rules/staff-roles';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffApi } from '../../../lib/staff-api.ts';

/** The audit log, newest first, a page at a time (each page starts below the last id shown). */
export const auditLogQuery = infiniteQueryOptions({
  queryKey: queryKeys.auditLog,
  queryFn: async ({ pageParam }) =>
    (
      await staffApi.listAuditLog({
        query: { limit: AUDIT_LOG_PAGE.default, ...(pageParam ? { before: pageParam } : {}) },
      })
    ).entries,
  initialPageParam: 0,
  getNextPageParam: (page) =>
    page.length < AUDIT_LOG_PAGE.default ? undefined : page[page.length - 1]?.id,
});
