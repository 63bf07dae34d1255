/** SQLite's primary result code for a broken constraint: UNIQUE, FOREIGN KEY, NOT NULL, CHECK, a trigger's ABORT. */
const SQLITE_CONSTRAINT = 19;
/** PostgreSQL's SQLSTATE class 23, integrity constraint violation. */
const POSTGRES_CONSTRAINT_CLASS = '23';

/** Whether a write was refused by one of the database's constraints, in either store. */
export function isConstraintFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ('errcode' in error && typeof error.errcode === 'number')
    // Extended codes (2067 UNIQUE, 787 FOREIGN KEY, ...) carry the primary code in their low byte.
    return (error.errcode & 0xff) === SQLITE_CONSTRAINT;
  return (
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.length === 5 &&
    error.code.startsWith(POSTGRES_CONSTRAINT_CLASS)
  );
}
