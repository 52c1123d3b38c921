import { type ErrorCode, type ErrorDetail, getStatusForErrorCode } from '@carbon-ledger/core';

/**
 * The one error type services and routes throw. The code decides the HTTP status; the message is
 * English for logs and API clients, the SPA shows its own catalogue text for the code.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetail[]) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return getStatusForErrorCode(this.code);
  }
}

/** How long a 429 without a known end asks the client to wait. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A refused attempt (429): says in `Retry-After` when the client may try again. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
