/**
 * Whether an error means the database could not be reached (or dropped the connection), as opposed to a
 * query the database refused. Such failures are temporary: the API answers 503 and the server keeps
 * running until the database is back.
 */

/** Socket and DNS errors of a connection to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unusable connection: class 08 (connection exception), the server shutting down or
 * starting (57P01–57P03) and no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** Messages node-postgres and pg-pool give a connection that broke or never came. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'The embedded database stopped',
];

function isUnavailableCause(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

/** Looks through the causes too: the query builder wraps the driver's error in its own. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (isUnavailableCause(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The start could not reach the database: `main.ts` prints the message as one line. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** `host:port/database` of a connection URL, without credentials, for messages and logs. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured PostgreSQL server';
  }
}
