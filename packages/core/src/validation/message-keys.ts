/**
 * Every message a validator can produce. They are i18n keys, not texts, so the client shows
 * them next to the field in the user's language and the server answers with the same keys.
 */
export const VALIDATION_MESSAGE_KEYS = [
  'validation.required',
  'validation.invalid',
  'validation.email.invalid',
  'validation.password.length',
  'validation.password.digit',
  'validation.password.uppercase',
  'validation.passwordsDiffer',
  'validation.country.invalid',
  /** Registration with an email that already has an account (answered by the server). */
  'validation.email.taken',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** Tells whether a string is one of the validation message keys. */
export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && (VALIDATION_MESSAGE_KEYS as readonly string[]).includes(value);
}

/**
 * Picks the key for a value of the wrong type: nothing given reads "required", anything else
 * (a number where text belongs, say) "invalid". Used as zod's `error` so no English zod text leaks.
 */
export function selectTypeErrorKey(issue: { readonly input?: unknown }): ValidationMessageKey {
  return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';
}
