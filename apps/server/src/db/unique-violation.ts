/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Tells whether an error is PostgreSQL's unique_violation, however deep the driver and the ORM wrapped
 * it (`cause` after `cause`); with `constraint`, only one of that constraint or index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const {
      code,
      constraint: name,
      cause,
    } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === constraint;
    current = cause;
  }
  return false;
}
