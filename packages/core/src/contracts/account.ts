import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';
import { selectTypeErrorKey } from '../validation/message-keys.ts';
import {
  hasMatchingPasswords,
  PASSWORDS_MATCH_OPTIONS,
  passwordRepeatSchema,
  passwordSchema,
} from '../validation/password.ts';
import { loginResponseSchema, sessionUserSchema } from './auth.ts';

/** A password the user already has: only required, so rules changed later never lock anybody out. */
const currentPasswordSchema = z
  .string({ error: selectTypeErrorKey })
  .min(1, { error: 'validation.required' });
/** A token from a mailed link; its validity is the server's to judge. */
const mailedTokenSchema = z
  .string({ error: selectTypeErrorKey })
  .trim()
  .min(1, { error: 'validation.required' });
const requiredNameSchema = z
  .string({ error: selectTypeErrorKey })
  .trim()
  .min(1, { error: 'validation.required' });

/** The languages an account can choose for the interface and its mails. */
export const ACCOUNT_LANGUAGES = ['en', 'de'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

/** `POST /api/auth/password/reset`: asks for a reset link. */
export const passwordResetRequestSchema = z.object({ email: emailSchema }, { error: selectTypeErrorKey });

/**
 * `POST /api/auth/register` once the installation has accounts: a link went to the address. The answer
 * is the same whether or not the address already has an account (that owner gets a notice instead).
 */
export const registrationConfirmationSentSchema = z.object({ confirmationSentTo: z.string() });
export type RegistrationConfirmationSent = z.infer<typeof registrationConfirmationSentSchema>;

/** Either answer of `POST /api/auth/register`: signed in (201) or asked to confirm the address (202). */
export const registrationAnswerSchema = z.union([loginResponseSchema, registrationConfirmationSentSchema]);

/**
 * `POST /api/auth/register/confirm` answers signed in, with the code of the custom plan the registration
 * attached (its `?customPlanCode=`), so the page can open Settings → Solutions.
 */
export const registrationConfirmedSchema = loginResponseSchema.extend({
  attachedCustomPlanCode: z.string().optional(),
});

/** `POST /api/auth/register/confirm`: the token of the mailed confirmation link. */
export const registrationConfirmSchema = z.object(
  { token: mailedTokenSchema },
  { error: selectTypeErrorKey },
);

/** `POST /api/auth/password/reset/confirm`: the mailed token and the new password twice. */
export const passwordResetConfirmSchema = z
  .object(
    { token: mailedTokenSchema, password1: passwordSchema, password2: passwordRepeatSchema },
    { error: selectTypeErrorKey },
  )
  .refine(hasMatchingPasswords, PASSWORDS_MATCH_OPTIONS);

/** `POST /api/auth/password/change`: the signed-in user's current password and the new one twice. */
export const passwordChangeSchema = z
  .object(
    { currentPassword: currentPasswordSchema, password1: passwordSchema, password2: passwordRepeatSchema },
    { error: selectTypeErrorKey },
  )
  .refine(hasMatchingPasswords, PASSWORDS_MATCH_OPTIONS);
export type PasswordChangeForm = z.input<typeof passwordChangeSchema>;

/** `POST /api/auth/email/change`: the new address, confirmed by the current password. */
export const emailChangeRequestSchema = z.object(
  { newEmail: emailSchema, password: currentPasswordSchema },
  { error: selectTypeErrorKey },
);
export type EmailChangeForm = z.input<typeof emailChangeRequestSchema>;

/** `POST /api/auth/email/confirm` and `POST /api/auth/account/delete`: the token of the mailed link. */
export const mailedTokenRequestSchema = z.object({ token: mailedTokenSchema }, { error: selectTypeErrorKey });

/** `POST /api/auth/account/deletion-request`: the current password, so a left-open session cannot do it. */
export const accountDeletionRequestSchema = z.object(
  { password: currentPasswordSchema },
  { error: selectTypeErrorKey },
);

/** `GET /api/auth/account/deletion/:token`: what deleting the account would do. */
export const accountDeletionPreviewSchema = z.object({
  email: z.string(),
  /** Brands of the companies the user is the only member of: deleted with the account. */
  companiesDeleted: z.array(z.string()),
  /** Brands where the user is the last owner but others are members: ownership must be handed over first. */
  blockingCompanies: z.array(z.string()),
  /** The user is the platform's only operator while other accounts exist: rights must be handed on first. */
  isLastOperator: z.boolean(),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreviewSchema>;

/** `PUT /api/auth/account`: the profile. */
export const accountProfileSchema = z.object(
  {
    nameFirst: requiredNameSchema,
    nameLast: requiredNameSchema,
    language: z.enum(ACCOUNT_LANGUAGES, { error: 'validation.invalid' }),
  },
  { error: selectTypeErrorKey },
);
export type AccountProfileForm = z.input<typeof accountProfileSchema>;

/** Answers that hand back the updated session user, shaped like sign-in's `{ data: user }`. */
export const accountUserResponseSchema = z.object({ data: sessionUserSchema });
