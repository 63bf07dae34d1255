import '../zod-setup.ts';
import { z } from 'zod/mini';
import { AUDIT_LOG_PAGE } from '../../rules/staff-roles.ts';
import { Id, IsoDateTime } from '../common.ts';
import { defineRoute } from '../route.ts';

/** What a staff member did; the console names each in the reader's language. */
export const AUDIT_ACTIONS = [
  'staff-signed-in',
  'staff-signed-out',
  'staff-signed-out-everywhere',
  'staff-account-added',
  'staff-account-changed',
  'staff-account-disabled',
  'staff-account-enabled',
  'identity-document-viewed',
  'identity-details-viewed',
  'reservation-created',
  'reservations-imported',
  'invitation-resent',
  'message-settings-changed',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditEntry = z.object({
  id: z.int(),
  at: IsoDateTime,
  staffId: z.int(),
  staffName: z.string(),
  action: AuditAction,
  /** What it was done to, e.g. the staff account's e-mail; empty when nothing but the session. */
  subject: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogQuery = z.strictObject({
  /** Entries older than this id (the last id of the page before): newest first. */
  before: z.optional(Id),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(AUDIT_LOG_PAGE.max)),
    AUDIT_LOG_PAGE.default,
  ),
});

export const AuditLogPage = z.object({ entries: z.array(AuditEntry) });

export const auditLogRoutes = {
  listAuditLog: defineRoute({
    method: 'GET',
    path: '/staff/audit-log',
    tag: 'Audit log',
    summary: "What the hotel's staff did, newest first",
    auth: false,
    staffRoles: ['manager'],
    query: AuditLogQuery,
    response: AuditLogPage,
  }),
} as const;
