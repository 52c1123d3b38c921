export type EmissionInputErrorCode = 'negative-amount' | 'negative-conversion-factor';

/**
 * Raised when an input is present but not allowed (as opposed to missing, which only yields no result).
 * `field` names the offending amount: its `fieldId`, or `amounts.<index>` when it has none, so the
 * caller can point the user at the input. Carries a stable `code` for mapping onto the API's AppError.
 */
export class EmissionInputError extends Error {
  readonly code: EmissionInputErrorCode;
  readonly field: string;

  constructor(code: EmissionInputErrorCode, field: string) {
    super(`${code}: ${field}`);
    this.name = 'EmissionInputError';
    this.code = code;
    this.field = field;
  }
}
