import type { z } from 'zod';
import { claimIssueParamsSchema } from '../claims/public-text-schema.ts';
import { isValidationMessageKey, type ValidationMessageKey } from './message-keys.ts';

/**
 * One problem of a form: the field's dotted path ('info.zip') and the i18n key to show there.
 * Same shape as the error envelope's `FieldIssue`, so it goes straight into `details`.
 */
export type ValidationIssue = {
  readonly path: string;
  readonly message: ValidationMessageKey;
  /** What the message needs besides the key: for `claims.forbidden`, the term and the rule. */
  readonly params?: Readonly<Record<string, string | number>>;
};

/** The params a `claims.forbidden` issue carries on, when they are what the claims check gives. */
function readIssueParams(issue: z.core.$ZodIssue): ValidationIssue['params'] {
  if (issue.code !== 'custom' || issue.message !== 'claims.forbidden') return undefined;
  const params = claimIssueParamsSchema.safeParse(issue.params);
  return params.success ? params.data : undefined;
}

/**
 * Turns a zod error into issues for the form and the API's VALIDATION_FAILED answer.
 * A message that is not one of our keys becomes 'validation.invalid', so raw zod English never
 * reaches the user.
 */
export function listValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const message = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid';
    const params = readIssueParams(issue);
    return params ? { path, message, params } : { path, message };
  });
}
