import type { InvitationDetails } from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/identity.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyCurrentPassword } from '../account/current-password.ts';
import { consumeAuthToken, findValidAuthToken } from '../auth/auth-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findCompany, findUserByEmail } from '../auth/queries.ts';

const INVALID_LINK = 'This invitation link is invalid, was already used or has expired.';

function readRole(payload: unknown): string {
  const role = (payload as { role?: unknown }).role;
  return typeof role === 'string' ? role : 'viewer';
}

/** What an invitation is for, without using it up; 404 for unknown, used or expired links. */
export async function describeInvitation(db: Database, token: string): Promise<InvitationDetails> {
  const invitation = await findValidAuthToken(db, 'invitation', token);
  const company = invitation?.companyId ? await findCompany(db, invitation.companyId) : undefined;
  if (!invitation || !company) throw new AppError('NOT_FOUND', INVALID_LINK);
  const account = await findUserByEmail(db, invitation.email);
  return {
    email: invitation.email,
    role: readRole(invitation.payload),
    companyInfo: { brand: company.brand },
    hasAccount: Boolean(account),
  };
}

/**
 * Creates the invited person's account and membership. The token is used up in the same
 * transaction, so a failure leaves the invitation valid and a success cannot be replayed.
 */
export async function registerInvitedUser(
  db: Database,
  input: { token: string; nameFirst: string; nameLast: string; password: string; language: string },
): Promise<{ userId: string; companyId: string; role: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const invitation = await consumeAuthToken(tx, 'invitation', input.token);
    if (!invitation?.companyId) throw new AppError('NOT_FOUND', INVALID_LINK);
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        passwordHash,
        nameFirst: input.nameFirst,
        nameLast: input.nameLast,
        language: input.language,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) {
      throw new AppError(
        'CONFLICT',
        'An account with this email already exists. Please sign in to accept the invitation.',
        [{ path: 'email', message: 'validation.email.taken' }],
      );
    }
    const role = readRole(invitation.payload);
    await tx.insert(memberships).values({ companyId: invitation.companyId, userId: user.id, role });
    return { userId: user.id, companyId: invitation.companyId, role };
  });
}

/**
 * Adds an existing account to the inviting company after checking its password. The check takes an
 * attempt from the sign-in counters of the address and the account first, so an invitation link is no
 * way around sign-in's limits: a spent counter answers 429 before any password is checked.
 */
export async function acceptInvitationWithAccount(
  db: Database,
  input: { token: string; password: string; ip: string },
  now = new Date(),
): Promise<{ userId: string; companyId: string; role: string }> {
  const preview = await findValidAuthToken(db, 'invitation', input.token);
  const account = preview ? await findUserByEmail(db, preview.email) : undefined;
  if (!preview || !account) throw new AppError('NOT_FOUND', INVALID_LINK);
  await verifyCurrentPassword(
    db,
    { user: account, password: input.password, ip: input.ip, field: 'password' },
    now,
  );
  return db.transaction(async (tx) => {
    const invitation = await consumeAuthToken(tx, 'invitation', input.token);
    if (!invitation?.companyId) throw new AppError('NOT_FOUND', INVALID_LINK);
    const role = readRole(invitation.payload);
    await tx
      .insert(memberships)
      .values({ companyId: invitation.companyId, userId: account.id, role })
      .onConflictDoNothing();
    return { userId: account.id, companyId: invitation.companyId, role };
  });
}
