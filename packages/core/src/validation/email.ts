import { z } from 'zod';
import { selectTypeErrorKey } from './message-keys.ts';

/**
 * local@domain.tld (spec section 5): no whitespace anywhere, no second '@', no empty domain
 * label (so 'a@.de' fails), and a top-level part of at least 2 characters (so 'a@b.c' fails).
 */
const EMAIL_SHAPE = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

/** Tells whether a text is an email address; surrounding whitespace is ignored, as the form trims it. */
export function isValidEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/**
 * Returns the form an email is stored and looked up in: trimmed and lower-cased, so that
 * 'Ann@Example.org ' and 'ann@example.org' are one account.
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** An email field; its output is already normalized for storage. */
export const emailSchema = z
  .string({ error: selectTypeErrorKey })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .refine((value) => EMAIL_SHAPE.test(value), { error: 'validation.email.invalid' })
  .toLowerCase();
