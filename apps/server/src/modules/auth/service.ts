import type { Database } from '../../db/client.ts';
import { companies, memberships, users } from '../../db/schema/identity.ts';
import { AppError, RateLimitedError } from '../../http/app-error.ts';
import { claimFirstAccount, grantConfiguredOperator } from '../operators/operator-rights.ts';
import { toRetryAfterSeconds } from './attempt-reservation.ts';
import { recordSignInSuccess, reserveSignInAttempt } from './login-throttle.ts';
import { verifyDecoyPassword, verifyPassword } from './passwords.ts';
import { findCompanyOfUser, findUserByEmail, listCompaniesOfUser, SITEWIDE_ADMIN_ROLE } from './queries.ts';
import { createSession, type NewSession } from './session-store.ts';

export type SignedIn = { userId: string; companyId: string; role: string; session: NewSession };

const WRONG_CREDENTIALS = 'Email or password is incorrect.';

function describeWait(lockedUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Signs a user in with email and password. Unknown emails and wrong passwords get the same answer
 * after the same work; failures count per IP and per account and lock both for a while.
 */
export async function signIn(
  db: Database,
  input: {
    email: string;
    password: string;
    ip: string;
    userAgent: string | undefined;
    unverifiedCompanyId?: string;
    /** `OPERATOR_EMAILS`: these accounts become operators as they sign in. */
    operatorEmails?: readonly string[];
  },
  now = new Date(),
): Promise<SignedIn> {
  const keys = { ip: input.ip, email: input.email };
  // Reserved before the argon2 check, so concurrent guesses cannot all slip under the limit.
  const lockedUntil = await reserveSignInAttempt(db, keys, now);
  if (lockedUntil)
    throw new RateLimitedError(describeWait(lockedUntil, now), toRetryAfterSeconds(lockedUntil, now));

  const found = await findUserByEmail(db, input.email);
  const isValid = found?.passwordHash
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyDecoyPassword(input.password);
  if (!found || !isValid) {
    throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
  }
  const user = await grantConfiguredOperator(db, input.operatorEmails ?? [], found);

  const companiesOfUser = await listCompaniesOfUser(db, user.id);
  const requested = input.unverifiedCompanyId
    ? companiesOfUser.find((company) => company.id === input.unverifiedCompanyId)
    : undefined;
  const chosen = requested ?? companiesOfUser[0];
  if (!chosen) throw new AppError('FORBIDDEN', 'This account does not belong to any company.');
  await recordSignInSuccess(db, keys);
  const session = await createSession(
    db,
    { userId: user.id, companyId: chosen.id, userAgent: input.userAgent },
    now,
  );
  return {
    userId: user.id,
    companyId: chosen.id,
    role: user.isSitewideAdmin ? SITEWIDE_ADMIN_ROLE : chosen.role,
    session,
  };
}

/** What a new account with its own company is made of (the validated registration form). */
export type NewAccountDetails = {
  email: string;
  nameFirst: string;
  nameLast: string;
  language: string;
  info: {
    company: string;
    brand: string;
    address: string;
    city: string;
    zip: string;
    country: string;
    vatType?: string | undefined;
    vatId?: string | undefined;
  };
  currency: string;
};

export type NewAccountInput = NewAccountDetails & {
  passwordHash: string;
  /** `OPERATOR_EMAILS`: these accounts are operators from the start. */
  operatorEmails: readonly string[];
};

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.';

/**
 * Creates an account with its own company, the account as its owner, in one transaction: either
 * all three exist afterwards or none does. The first account of an installation, and one named in
 * `OPERATOR_EMAILS`, is also the platform operator (its session acts as sitewide-admin).
 * With `onlyAsFirstAccount` nothing is created (and nothing answered) unless it is the first account.
 */
export async function createAccountWithCompany(
  db: Database,
  input: NewAccountInput,
  options: { onlyAsFirstAccount?: boolean } = {},
): Promise<{ userId: string; companyId: string; role: string } | undefined> {
  return db.transaction((tx) => insertAccountWithCompany(tx, input, options));
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** {@link createAccountWithCompany} inside a transaction the caller holds. */
export async function insertAccountWithCompany(
  tx: Transaction,
  input: NewAccountInput,
  options: { onlyAsFirstAccount?: boolean } = {},
): Promise<{ userId: string; companyId: string; role: string } | undefined> {
  const isFirstAccount = await claimFirstAccount(tx);
  if (options.onlyAsFirstAccount && !isFirstAccount) return undefined;
  const isOperator = isFirstAccount || input.operatorEmails.includes(input.email);
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      nameFirst: input.nameFirst,
      nameLast: input.nameLast,
      language: input.language,
      isSitewideAdmin: isOperator,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) {
    throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, [
      { path: 'email', message: 'validation.email.taken' },
    ]);
  }
  const [company] = await tx
    .insert(companies)
    .values({
      company: input.info.company,
      brand: input.info.brand,
      address: input.info.address,
      city: input.info.city,
      zip: input.info.zip,
      country: input.info.country,
      vatType: input.info.vatType || null,
      vatId: input.info.vatId || null,
      currency: input.currency,
    })
    .returning({ id: companies.id });
  if (!company) throw new AppError('INTERNAL', 'The company could not be created.');
  await tx.insert(memberships).values({ companyId: company.id, userId: user.id, role: 'owner' });
  return { userId: user.id, companyId: company.id, role: isOperator ? SITEWIDE_ADMIN_ROLE : 'owner' };
}

/** Checks that the user belongs to the company before a session moves there. */
export async function requireMembership(db: Database, userId: string, unverifiedCompanyId: string) {
  const membership = await findCompanyOfUser(db, userId, unverifiedCompanyId);
  if (!membership) throw new AppError('NOT_FOUND', 'No such company.');
  return membership;
}
