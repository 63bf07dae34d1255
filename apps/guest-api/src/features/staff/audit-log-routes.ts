import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { AuditLogRepository } from '../../platform/audit/audit-log-repository.ts';

export function auditLogHandlers({ audit }: { audit: AuditLogRepository }) {
  return {
    listAuditLog: async ({ hotel, query }) => ({
      entries: await audit.page(hotel.id, query.before, query.limit),
    }),
  } satisfies Partial<StaffHandlers>;
}
