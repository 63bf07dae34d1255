import '../zod-setup.ts';
import { z } from 'zod/mini';
import { AUDIT_LOG_PAGE } from '../../rules/staff-roles.ts';
import { Id, IsoDateTime } from '../common.ts';
import { defineRoute } from '../route.ts';

/** What a staff member did; the console names each in the reader's language. */
export const AUDIT_ACTIONS = [
  'staff-signed-in',
  'staff-sign-in-failed',
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
  // The hotel's content (the menu, the concierge's pages) and the concierge's program loop.
  'menu-item-added',
  'menu-item-changed',
  'menu-item-availability-changed',
  'menu-category-added',
  'menu-category-renamed',
  'program-added',
  'program-changed',
  'local-tip-added',
  'local-tip-changed',
  'local-tip-removed',
  'offer-added',
  'offer-changed',
  'activity-added',
  'activity-changed',
  'activity-removed',
  'program-reserved-for-guest',
  'program-reservation-attended',
  'program-reservation-no-show',
  'program-reservation-cancelled',
  // The guests' e-mails.
  'invitation-resent',
  'message-settings-changed',
  // The conversation with the guests (the Inbox).
  'conversation-replied',
  'conversation-marked-done',
  'conversation-reopened',
  'quick-reply-added',
  'quick-reply-changed',
  'quick-reply-removed',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditEntry = z.object({
  id: z.int(),
  at: IsoDateTime,
  /** Null for a failed sign-in: no one was signed in (`staffName` is then empty). */
  staffId: z.nullable(z.int()),
  staffName: z.string(),
  action: AuditAction,
  /** What it was done to, e.g. the staff account's e-mail (the one tried, for a failed sign-in). */
  subject: z.string(),
  /** The client address of a failed sign-in; null for everything else. */
  clientAddress: z.nullable(z.string()),
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
