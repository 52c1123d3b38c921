import type { z } from 'zod';
import { isValidationMessageKey, type ValidationMessageKey } from './message-keys.ts';

/**
 * One problem of a form: the field's dotted path ('info.zip') and the i18n key to show there.
 * Same shape as the error envelope's `FieldIssue`, so it goes straight into `details`.
 */
export type ValidationIssue = {
  readonly path: string;
  readonly message: ValidationMessageKey;
};

/**
 * Turns a zod error into issues for the form and the API's VALIDATION_FAILED answer.
 * A message that is not one of our keys becomes 'validation.invalid', so raw zod English never
 * reaches the user.
 */
export function listValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid',
  }));
}
