import type { AuditAction } from '@portal/api-client/staff-contract/audit-log';
import type { Hotel, StaffIdentity } from '../http/request-context.ts';
import type { AuditLogRepository } from './audit-log-repository.ts';

/**
 * Writes a change of the hotel's content (menu, programs, tips, offers) to the audit log: who, when,
 * and the entry's English name as the subject.
 */
export function auditedContent(audit: AuditLogRepository, now: () => Date) {
  return (hotel: Hotel, staff: StaffIdentity, action: AuditAction, subject: string) =>
    audit.record(
      {
        hotelId: hotel.id,
        staff: { id: staff.staff.id, name: staff.staff.name },
        action,
        subject,
      },
      now(),
    );
}
