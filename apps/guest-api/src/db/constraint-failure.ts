/** SQLite's primary result code for a broken constraint: UNIQUE, FOREIGN KEY, NOT NULL, CHECK, a trigger's ABORT. */
const SQLITE_CONSTRAINT = 19;

/** Whether a write was refused by one of the database's constraints (node:sqlite's `errcode`). */
export function isConstraintFailure(error: unknown): boolean {
  if (!(error instanceof Error) || !('errcode' in error) || typeof error.errcode !== 'number')
    return false;
  // Extended codes (2067 UNIQUE, 787 FOREIGN KEY, ...) carry the primary code in their low byte.
  return (error.errcode & 0xff) === SQLITE_CONSTRAINT;
}
