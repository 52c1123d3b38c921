import { z } from 'zod';
import { selectTypeErrorKey, type ValidationMessageKey } from './message-keys.ts';

/** Spec sections 5 and 9. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

export type PasswordIssueKey = Extract<
  ValidationMessageKey,
  | 'validation.required'
  | 'validation.password.length'
  | 'validation.password.digit'
  | 'validation.password.uppercase'
>;

/**
 * Lists every rule a new password breaks, so the user sees all of them at once. Length counts
 * characters (code points), so an emoji is one. Uppercase includes letters such as 'Ä'. Nothing is
 * trimmed: spaces are part of a password. An empty password only reads "required".
 */
export function getPasswordIssues(password: string): PasswordIssueKey[] {
  if (password.length === 0) return ['validation.required'];
  const issues: PasswordIssueKey[] = [];
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) issues.push('validation.password.length');
  if (!/\d/.test(password)) issues.push('validation.password.digit');
  if (!/\p{Lu}/u.test(password)) issues.push('validation.password.uppercase');
  return issues;
}

/** A new password (registration, reset): the rules of `getPasswordIssues`. */
export const passwordSchema = z.string({ error: selectTypeErrorKey }).superRefine((password, context) => {
  for (const message of getPasswordIssues(password)) context.addIssue({ code: 'custom', message });
});

/** The repeated password: only required here, the form compares it with the first. */
export const passwordRepeatSchema = z
  .string({ error: selectTypeErrorKey })
  .min(1, { error: 'validation.required' });

/**
 * Options for an object refinement that reports different passwords on `password2`. It runs
 * only when both are text and the repeat is filled in, so an empty field shows just "required".
 */
export const PASSWORDS_MATCH_OPTIONS = {
  error: 'validation.passwordsDiffer',
  path: ['password2'],
  when: ({ value }: { readonly value: unknown }): boolean => {
    const fields = value as { password1?: unknown; password2?: unknown } | null | undefined;
    return (
      typeof fields?.password1 === 'string' && typeof fields.password2 === 'string' && fields.password2 !== ''
    );
  },
};

/** Tells whether the two password fields of a form are the same. */
export function hasMatchingPasswords(fields: {
  readonly password1: string;
  readonly password2: string;
}): boolean {
  return fields.password1 === fields.password2;
}
