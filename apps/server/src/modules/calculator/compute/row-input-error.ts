import type { ErrorDetail, ValidationMessageKey } from '@carbon-ledger/core';

/**
 * A row that cannot be stored as sent (unknown option, unit outside its category, a factor that does
 * not fit). Carries field paths relative to the request body, so the client can mark the field.
 */
export class RowInputError extends Error {
  override name = 'RowInputError';
  readonly details: ErrorDetail[];

  constructor(path: string, message: ValidationMessageKey) {
    super(`${path}: ${message}`);
    this.details = [{ path, message }];
  }
}
