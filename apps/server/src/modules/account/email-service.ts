import { normalizeEmail } from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import {
  AUTH_TOKEN_LIFETIME_MS,
  consumeAuthToken,
  createAuthToken,
  findValidAuthToken,
  revokeOpenAuthTokens,
} from '../auth/auth-tokens.ts';
import { findUserByEmail } from '../auth/queries.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { renderEmailChangeMail } from '../mail/templates.ts';
import { requireAccount, selectMailLanguage, toMinutes } from './account-user.ts';
import { verifyCurrentPassword } from './current-password.ts';
import { INVALID_LINK_MESSAGE } from './password-service.ts';

const EMAIL_TAKEN = () =>
  new AppError('CONFLICT', 'Another account already uses this email address.', [
    { path: 'newEmail', message: 'validation.email.taken' },
  ]);

/**
 * Starts an email change: checks the password and the new address, then answers the mail with the
 * confirmation link. It goes to the NEW address, so only someone who can read it can complete it.
 */
export async function requestEmailChange(
  db: Database,
  actor: Actor,
  input: { newEmail: string; password: string; ip: string; publicUrl: string },
  now = new Date(),
): Promise<OutgoingMail> {
  const user = await requireAccount(db, actor);
  await verifyCurrentPassword(db, { user, password: input.password, ip: input.ip, field: 'password' }, now);
  if (input.newEmail === user.email) {
    throw new AppError('VALIDATION_FAILED', 'This is already the email address of the account.', [
      { path: 'newEmail', message: 'validation.email.unchanged' },
    ]);
  }
  if (await findUserByEmail(db, input.newEmail)) throw EMAIL_TAKEN();
  const token = await db.transaction(async (tx) => {
    await revokeOpenAuthTokens(tx, 'email-change', user.id, now);
    return createAuthToken(
      tx,
      { kind: 'email-change', email: input.newEmail, userId: user.id, payload: { newEmail: input.newEmail } },
      now,
    );
  });
  const content = renderEmailChangeMail(selectMailLanguage(user), {
    newEmail: input.newEmail,
    url: `${input.publicUrl}/email/update?token=${encodeURIComponent(token)}`,
    validMinutes: toMinutes(AUTH_TOKEN_LIFETIME_MS['email-change']),
  });
  return { to: input.newEmail, ...content };
}

/**
 * Completes an email change with the mailed token, in one transaction: the token is used up and
 * the address replaced. Only the account that asked can use its link; for anybody else it does
 * not exist.
 */
export async function confirmEmailChange(
  db: Database,
  actor: Actor,
  token: string,
  now = new Date(),
): Promise<void> {
  const pending = await findValidAuthToken(db, 'email-change', token, now);
  if (!pending) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
  if (pending.userId !== actor.userId) throw new AppError('NOT_FOUND', 'No such email change.');
  try {
    await db.transaction(async (tx) => {
      const consumed = await consumeAuthToken(tx, 'email-change', token, now);
      const newEmail = consumed?.payload && (consumed.payload as { newEmail?: unknown }).newEmail;
      if (!consumed || typeof newEmail !== 'string') throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
      await tx
        .update(users)
        .set({ email: normalizeEmail(newEmail), updatedAt: now })
        .where(eq(users.id, actor.userId));
      // Reset links mailed to the old address must not outlive it.
      await revokeOpenAuthTokens(tx, 'password-reset', actor.userId, now);
    });
  } catch (error) {
    // Someone took the address between the request and the confirmation.
    if (isUniqueViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
}
