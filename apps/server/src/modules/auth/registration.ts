import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pendingRegistrations } from '../../db/schema/identity.ts';
import { AppError } from '../../http/app-error.ts';
import { selectMailLanguage } from '../account/account-user.ts';
import { attachCustomPlan, requireAttachableCustomPlan } from '../custom-plans/service.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import {
  type MailLanguage,
  renderRegistrationAttemptNoticeMail,
  renderRegistrationConfirmationMail,
} from '../mail/templates.ts';
import { hasNoAccount } from '../operators/operator-rights.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './queries.ts';
import { insertAccountWithCompany, type NewAccountDetails } from './service.ts';
import { createRandomToken, hashToken } from './tokens.ts';

/** How long a registration's confirmation link works. */
export const REGISTRATION_CONFIRMATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const INVALID_CONFIRMATION_MESSAGE =
  'This confirmation link is invalid, was already used or has expired. Please register again.';

export type RegistrationOutcome =
  /** The installation's first account: created and to be signed in at once (nothing to reveal). */
  | { kind: 'created'; userId: string; companyId: string; role: string; attachedCustomPlanCode?: string }
  /** Any later registration: one answer for a free and a taken address, and a mail to send. */
  | { kind: 'confirmation-sent'; mail: OutgoingMail };

/** The field a registration names its custom plan code in (spec section 3). */
const CODE_FIELD = 'customPlanCode';

type PendingPayload = Omit<NewAccountDetails, 'email'> & {
  /** The code of `?customPlanCode=`, attached when the account is created. */
  customPlanCode?: string;
};

type CreatedAccount = { userId: string; companyId: string; role: string; attachedCustomPlanCode?: string };

/** Attaches the registration's custom plan to the new company in its transaction; a refusal rolls both back. */
async function attachRegistrationPlan(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  code: string | undefined,
  created: { userId: string; companyId: string; role: string },
  now: Date,
): Promise<CreatedAccount> {
  if (!code) return created;
  const plan = await attachCustomPlan(tx, { code, companyId: created.companyId, path: CODE_FIELD }, now);
  return { ...created, attachedCustomPlanCode: plan.code };
}

/**
 * Takes a registration form (after the throttle). The first account of an installation is created
 * directly, as it becomes the platform operator and no address can be taken yet. Otherwise nothing
 * is created: a free address gets a confirmation link, a taken one a notice to its owner. Both ways
 * hash the password and read the same rows, so neither the answer nor its time tells them apart.
 * A custom plan code is checked first, the same way for every address: an unknown, used, withdrawn or
 * ended code is refused before anything is created or mailed; a good one travels with the pending row.
 */
export async function requestRegistration(
  db: Database,
  input: NewAccountDetails & {
    password: string;
    operatorEmails: readonly string[];
    publicUrl: string;
    customPlanCode?: string | undefined;
  },
  now = new Date(),
): Promise<RegistrationOutcome> {
  const code = input.customPlanCode;
  if (code) await requireAttachableCustomPlan(db, code, CODE_FIELD, now);
  const passwordHash = await hashPassword(input.password);
  if (await hasNoAccount(db)) {
    const created = await db.transaction(async (tx) => {
      const account = await insertAccountWithCompany(
        tx,
        { ...input, passwordHash },
        { onlyAsFirstAccount: true },
      );
      return account && attachRegistrationPlan(tx, code, account, now);
    });
    if (created) return { kind: 'created', ...created };
  }
  // Links nobody opened in time are no use to anybody.
  await db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, now));
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    const content = renderRegistrationAttemptNoticeMail(selectMailLanguage(existing), {
      signInUrl: `${input.publicUrl}/login?email=${encodeURIComponent(existing.email)}`,
      resetUrl: `${input.publicUrl}/password/reset`,
    });
    return { kind: 'confirmation-sent', mail: { to: existing.email, ...content } };
  }
  const token = createRandomToken();
  const payload: PendingPayload = {
    nameFirst: input.nameFirst,
    nameLast: input.nameLast,
    language: input.language,
    info: input.info,
    currency: input.currency,
    ...(code ? { customPlanCode: code } : {}),
  };
  await db.insert(pendingRegistrations).values({
    tokenHash: hashToken(token),
    email: input.email,
    passwordHash,
    payload,
    expiresAt: new Date(now.getTime() + REGISTRATION_CONFIRMATION_LIFETIME_MS),
  });
  const language: MailLanguage = input.language === 'de' ? 'de' : 'en';
  const content = renderRegistrationConfirmationMail(language, {
    brand: input.info.brand,
    url: `${input.publicUrl}/register/confirm/${token}`,
    validHours: REGISTRATION_CONFIRMATION_LIFETIME_MS / (60 * 60 * 1000),
  });
  return { kind: 'confirmation-sent', mail: { to: input.email, ...content } };
}

/**
 * Opens the account of a confirmed registration, in one transaction: the pending row is deleted
 * (of two requests with the same token only one gets it) and the account with its company created
 * as registration always did, with its custom plan attached. An address that got an account meanwhile,
 * or a plan another company took (or an operator withdrew) meanwhile, is refused; the transaction then
 * leaves the link as it was and creates nothing.
 */
export async function confirmRegistration(
  db: Database,
  input: { token: string; operatorEmails: readonly string[] },
  now = new Date(),
): Promise<CreatedAccount> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.tokenHash, hashToken(input.token)),
          gt(pendingRegistrations.expiresAt, now),
        ),
      )
      .returning();
    if (!pending) throw new AppError('BAD_REQUEST', INVALID_CONFIRMATION_MESSAGE);
    const { customPlanCode, ...details } = pending.payload as PendingPayload;
    const created = await insertAccountWithCompany(tx, {
      ...details,
      email: pending.email,
      passwordHash: pending.passwordHash,
      operatorEmails: input.operatorEmails,
    });
    if (!created) throw new AppError('INTERNAL', 'The account could not be created.');
    // Other registrations of the same address can never be confirmed any more.
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, pending.email));
    return attachRegistrationPlan(tx, customPlanCode, created, now);
  });
}
