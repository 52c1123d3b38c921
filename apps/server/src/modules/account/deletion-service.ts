import type { AccountDeletionPreview } from '@carbon-ledger/core';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, users } from '../../db/schema/identity.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import {
  AUTH_TOKEN_LIFETIME_MS,
  consumeAuthToken,
  createAuthToken,
  findValidAuthToken,
  revokeOpenAuthTokens,
} from '../auth/auth-tokens.ts';
import { findUserById } from '../auth/queries.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { renderAccountDeletionMail } from '../mail/templates.ts';
import { isOnlyOperatorAmongOthers, lockOperatorChanges } from '../operators/operator-rights.ts';
import { requireAccount, selectMailLanguage, toMinutes } from './account-user.ts';
import { verifyCurrentPassword } from './current-password.ts';
import { INVALID_LINK_MESSAGE } from './password-service.ts';
import { type CompanyStanding, listCompanyStandings } from './queries.ts';

type Consequences = {
  soleMemberCompanies: CompanyStanding[];
  blockingCompanies: CompanyStanding[];
  isLastOperator: boolean;
};

/**
 * What deleting a user does: the companies they are alone in go with them; those they are the last
 * owner of, with other members, would be left without an owner, so they block. So does being the
 * platform's only operator while other accounts remain: nobody could grant operator rights again.
 */
async function findConsequences(db: Database, userId: string): Promise<Consequences> {
  const standings = await listCompanyStandings(db, userId);
  return {
    soleMemberCompanies: standings.filter((company) => company.memberCount === 1),
    blockingCompanies: standings.filter(
      (company) => company.role === 'owner' && company.ownerCount === 1 && company.memberCount > 1,
    ),
    isLastOperator: await isOnlyOperatorAmongOthers(db, userId),
  };
}

export const LAST_OPERATOR_MESSAGE =
  'You are the only platform operator. Make another account an operator in Settings → Operators before deleting yours.';

function describeBlocking(blocking: CompanyStanding[]): string {
  const brands = blocking.map((company) => company.brand).join(', ');
  return `You are the last owner of ${brands}. Please make another member an owner before deleting your account.`;
}

/** Starts an account deletion: checks the password, answers the mail with the confirmation link. */
export async function requestAccountDeletion(
  db: Database,
  actor: Actor,
  input: { password: string; ip: string; publicUrl: string },
  now = new Date(),
): Promise<OutgoingMail> {
  const user = await requireAccount(db, actor);
  await verifyCurrentPassword(db, { user, password: input.password, ip: input.ip, field: 'password' }, now);
  const token = await db.transaction(async (tx) => {
    await revokeOpenAuthTokens(tx, 'account-deletion', user.id, now);
    return createAuthToken(tx, { kind: 'account-deletion', email: user.email, userId: user.id }, now);
  });
  const content = renderAccountDeletionMail(selectMailLanguage(user), {
    url: `${input.publicUrl}/accounts/delete/${token}`,
    validMinutes: toMinutes(AUTH_TOKEN_LIFETIME_MS['account-deletion']),
  });
  return { to: user.email, ...content };
}

/** What the mailed deletion link would do, shown before the final confirmation. */
export async function previewAccountDeletion(
  db: Database,
  token: string,
  now = new Date(),
): Promise<AccountDeletionPreview> {
  const pending = await findValidAuthToken(db, 'account-deletion', token, now);
  const user = pending?.userId ? await findUserById(db, pending.userId) : undefined;
  if (!user) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
  const consequences = await findConsequences(db, user.id);
  return {
    email: user.email,
    companiesDeleted: consequences.soleMemberCompanies.map((company) => company.brand),
    blockingCompanies: consequences.blockingCompanies.map((company) => company.brand),
    isLastOperator: consequences.isLastOperator,
  };
}

/**
 * Deletes the account of a mailed deletion link, in one transaction: the token is used up, the
 * companies the user was alone in are deleted (with everything they own), then the user (with
 * memberships and sessions). Refused while the user is the last owner of a company with others.
 * Answers the deleted user's id.
 */
export async function deleteAccount(db: Database, token: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const consumed = await consumeAuthToken(tx, 'account-deletion', token, now);
    if (!consumed?.userId) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
    // Decided inside the transaction, so what was checked is what gets deleted; the operators' lock
    // keeps a concurrent revocation from leaving the platform without one.
    await lockOperatorChanges(tx);
    const { soleMemberCompanies, blockingCompanies, isLastOperator } = await findConsequences(
      tx,
      consumed.userId,
    );
    if (blockingCompanies.length > 0) throw new AppError('CONFLICT', describeBlocking(blockingCompanies));
    if (isLastOperator) throw new AppError('CONFLICT', LAST_OPERATOR_MESSAGE);
    if (soleMemberCompanies.length > 0) {
      await tx.delete(companies).where(
        inArray(
          companies.id,
          soleMemberCompanies.map((company) => company.id),
        ),
      );
    }
    const [deleted] = await tx.delete(users).where(eq(users.id, consumed.userId)).returning({ id: users.id });
    if (!deleted) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
    return deleted.id;
  });
}
