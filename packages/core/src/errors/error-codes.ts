/**
 * Every error the API can answer with. The code travels in `{ error: { code, message } }`,
 * the client picks its user-facing text from the i18n catalogue by code.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  CSRF_REJECTED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The company is not entitled to the product (or calculator form type) the call belongs to: subscribe first. */
  SUBSCRIPTION_REQUIRED: 402,
  CONFLICT: 409,
  /** A change to a calculator year (instance) that is frozen: an admin must unfreeze it first. */
  INSTANCE_FROZEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
  /** The database could not be reached: temporary, the request can be sent again. */
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Returns the HTTP status that answers an error code. */
export function getStatusForErrorCode(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Tells whether a string is one of the known error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
