import type { AuditAction, AuditEntry } from '@portal/api-client/staff-contract/audit-log';
import type { Database } from '../../db/database.ts';
import { num, str } from '../../db/row.ts';

export interface AuditRecord {
  hotelId: number;
  staff: { id: number; name: string };
  action: AuditAction;
  subject?: string;
}

export interface AuditLogRepository {
  record(entry: AuditRecord, at: Date): Promise<void>;
  /** Newest first, older than `before` (an entry id) when given. */
  page(hotelId: number, before: number | undefined, limit: number): Promise<AuditEntry[]>;
}

export function createSqliteAuditLogRepository(db: Database): AuditLogRepository {
  const insert = db.prepare(
    'INSERT INTO audit_log (hotel_id, at, staff_id, staff_name, action, subject) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const page = db.prepare(`
    SELECT id, at, staff_id, staff_name, action, subject FROM audit_log
    WHERE hotel_id = ? AND id < ? ORDER BY id DESC LIMIT ?`);
  return {
    async record({ hotelId, staff, action, subject = '' }, at) {
      insert.run(hotelId, at.toISOString(), staff.id, staff.name, action, subject);
    },
    async page(hotelId, before, limit) {
      return page.all(hotelId, before ?? Number.MAX_SAFE_INTEGER, limit).map((row) => ({
        id: num(row.id),
        at: str(row.at),
        staffId: num(row.staff_id),
        staffName: str(row.staff_name),
        action: str(row.action) as AuditAction,
        subject: str(row.subject),
      }));
    },
  };
}
