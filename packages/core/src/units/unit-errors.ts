export type UnitErrorCode =
  | 'UNKNOWN_UNIT'
  | 'UNKNOWN_CATEGORY'
  | 'CATEGORY_MISMATCH'
  | 'RATE_REQUIRED'
  | 'NOT_CONVERTIBLE'
  | 'INVALID_VALUE';

/**
 * A unit lookup or conversion that cannot give a right answer. Callers at the API edge map it to
 * their validation error; `code` says which rule was broken, `message` says it for a developer.
 */
export class UnitConversionError extends Error {
  override readonly name = 'UnitConversionError';
  readonly code: UnitErrorCode;

  constructor(code: UnitErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
