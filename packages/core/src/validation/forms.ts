import { z } from 'zod';
import { isCountryCode } from './country-codes.ts';
import { emailSchema } from './email.ts';
import { selectTypeErrorKey } from './message-keys.ts';
import {
  hasMatchingPasswords,
  PASSWORDS_MATCH_OPTIONS,
  passwordRepeatSchema,
  passwordSchema,
} from './password.ts';

/** Text that must be filled in; a field of blanks counts as empty. The output is trimmed. */
const requiredTextSchema = z
  .string({ error: selectTypeErrorKey })
  .trim()
  .min(1, { error: 'validation.required' });

/** Text that may be left out; null, '' and blanks read as not given, since forms send those for "empty". */
const optionalTextSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : undefined));

/** ISO 3166-1 alpha-2; lower case is accepted and stored upper-cased. */
const countrySchema = z
  .string({ error: selectTypeErrorKey })
  .trim()
  .toUpperCase()
  .min(1, { error: 'validation.required', abort: true })
  .refine(isCountryCode, { error: 'validation.country.invalid' });

/** The company part of the registration form. */
export const registrationInfoSchema = z.object(
  {
    company: requiredTextSchema,
    brand: requiredTextSchema,
    address: requiredTextSchema,
    city: requiredTextSchema,
    zip: requiredTextSchema,
    country: countrySchema,
    vatType: optionalTextSchema,
    vatId: optionalTextSchema,
  },
  { error: selectTypeErrorKey },
);

/** The registration form (spec section 3): every field required except customPlanCode, vatType and vatId. */
export const registrationSchema = z
  .object(
    {
      customPlanCode: optionalTextSchema,
      email: emailSchema,
      password1: passwordSchema,
      password2: passwordRepeatSchema,
      nameFirst: requiredTextSchema,
      nameLast: requiredTextSchema,
      info: registrationInfoSchema,
    },
    { error: selectTypeErrorKey },
  )
  .refine(hasMatchingPasswords, PASSWORDS_MATCH_OPTIONS);

export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationForm = z.output<typeof registrationSchema>;

/** Sign-in: the password is only required, so rules changed later never lock out an old password. */
export const loginSchema = z.object(
  {
    email: emailSchema,
    password: z.string({ error: selectTypeErrorKey }).min(1, { error: 'validation.required' }),
  },
  { error: selectTypeErrorKey },
);

export type LoginForm = z.output<typeof loginSchema>;

/** Setting a new password after a reset link: the same rules as at registration. */
export const passwordResetSchema = z
  .object({ password1: passwordSchema, password2: passwordRepeatSchema }, { error: selectTypeErrorKey })
  .refine(hasMatchingPasswords, PASSWORDS_MATCH_OPTIONS);

export type PasswordResetForm = z.output<typeof passwordResetSchema>;
