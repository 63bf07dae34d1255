// Who works at the hotel, free of zod so the staff console reads it without loading the schemas.

/** front desk, kitchen (room service), concierge (programs, activities, local tips, offers), manager. */
export const STAFF_ROLES = ['front-desk', 'kitchen', 'concierge', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The manager may make every staff call; the others only the calls that name their role. */
export function mayStaffCall(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === 'manager' || allowed.includes(role);
}

/** A staff password: at least this long (and hard to guess, which only the server judges). */
export const STAFF_PASSWORD_LENGTH = { min: 12, max: 256 } as const;

export const STAFF_NAME_MAX_LENGTH = 100;

/** The page size of the audit log. */
export const AUDIT_LOG_PAGE = { default: 50, max: 200 } as const;

/** A session ends after this long without a call, and this long after sign-in whatever happens. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;
