import type { AuditAction, AuditEntry } from '@portal/api-client/staff-contract/audit-log';
import type { Store } from '../../db/store.ts';

export interface AuditRecord {
  hotelId: number;
  staff: { id: number; name: string };
  action: AuditAction;
  subject?: string;
}

/** A staff sign-in that failed: the e-mail tried and where from, never the password. */
export interface FailedSignIn {
  hotelId: number;
  email: string;
  client: string;
}

export interface AuditLogRepository {
  record(entry: AuditRecord, at: Date): Promise<void>;
  recordFailedSignIn(attempt: FailedSignIn, at: Date): Promise<void>;
  /** Newest first, older than `before` (an entry id) when given. */
  page(hotelId: number, before: number | undefined, limit: number): Promise<AuditEntry[]>;
}

export function createAuditLogRepository(store: Store): AuditLogRepository {
  return {
    async record({ hotelId, staff, action, subject = '' }, at) {
      await store
        .insertInto('audit_log')
        .values({
          hotel_id: hotelId,
          at: at.toISOString(),
          staff_id: staff.id,
          staff_name: staff.name,
          action,
          subject,
        })
        .execute();
    },
    async recordFailedSignIn({ hotelId, email, client }, at) {
      await store
        .insertInto('audit_log')
        .values({
          hotel_id: hotelId,
          at: at.toISOString(),
          staff_id: null,
          staff_name: '',
          action: 'staff-sign-in-failed',
          subject: email,
          client_address: client,
        })
        .execute();
    },
    async page(hotelId, before, limit) {
      const rows = await store
        .selectFrom('audit_log')
        .select(['id', 'at', 'staff_id', 'staff_name', 'action', 'subject', 'client_address'])
        .where('hotel_id', '=', hotelId)
        // No sentinel for "from the newest": PostgreSQL's integer id takes no number past 2^31.
        .$if(before !== undefined, (query) => query.where('id', '<', before ?? 0))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        staffId: row.staff_id,
        staffName: row.staff_name,
        action: row.action as AuditAction,
        subject: row.subject,
        clientAddress: row.client_address,
      }));
    },
  };
}
