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
