import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError, RateLimitedError } from '../../http/app-error.ts';
import { toRetryAfterSeconds } from '../auth/attempt-reservation.ts';
import {
  AUTH_TOKEN_LIFETIME_MS,
  consumeAuthToken,
  createAuthToken,
  findValidAuthToken,
  revokeOpenAuthTokens,
} from '../auth/auth-tokens.ts';
import { clearFailedLogins } from '../auth/login-throttle.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail } from '../auth/queries.ts';
import { revokeSessionsOfUser } from '../auth/session-store.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { renderPasswordResetMail } from '../mail/templates.ts';
import { requireAccount, selectMailLanguage, toMinutes } from './account-user.ts';
import { verifyCurrentPassword } from './current-password.ts';
import { revokeOtherSessions } from './queries.ts';
import { countResetRequest, describeResetWait } from './reset-throttle.ts';

export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

/**
 * Asks for a reset link. Answers the mail to send, or nothing when there is no account with a
 * password for the address; the caller answers both the same way (no enumeration).
 */
export async function requestPasswordReset(
  db: Database,
  input: { email: string; ip: string; publicUrl: string },
  now = new Date(),
): Promise<OutgoingMail | undefined> {
  const lockedUntil = await countResetRequest(db, { ip: input.ip, email: input.email }, now);
  if (lockedUntil) {
    throw new RateLimitedError(describeResetWait(lockedUntil, now), toRetryAfterSeconds(lockedUntil, now));
  }
  const user = await findUserByEmail(db, input.email);
  if (!user?.passwordHash) return undefined;
  const token = await db.transaction(async (tx) => {
    // Only the newest link works, so an older mail lying around is harmless.
    await revokeOpenAuthTokens(tx, 'password-reset', user.id, now);
    return createAuthToken(tx, { kind: 'password-reset', email: user.email, userId: user.id }, now);
  });
  const content = renderPasswordResetMail(selectMailLanguage(user), {
    url: `${input.publicUrl}/password/reset/${token}`,
    validMinutes: toMinutes(AUTH_TOKEN_LIFETIME_MS['password-reset']),
  });
  return { to: user.email, ...content };
}

/**
 * Sets a new password with a mailed token, in one transaction: the token is used up, the hash
 * replaced, and every session of the account ends (whoever had it signed in is out).
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
  now = new Date(),
): Promise<void> {
  // Cheap check first, so a made-up token never costs an argon2 hash.
  if (!(await findValidAuthToken(db, 'password-reset', input.token, now))) {
    throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const token = await consumeAuthToken(tx, 'password-reset', input.token, now);
    if (!token?.userId) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, token.userId))
      .returning({ id: users.id, email: users.email });
    if (!user) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
    await revokeSessionsOfUser(tx, user.id, now);
    // Proving the mailbox is enough to lift a sign-in lock on the account.
    await clearFailedLogins(tx, user.email);
  });
}

/**
 * Changes the signed-in user's password after checking the current one. Other sessions end (a
 * possibly stolen one among them); the one making the change stays signed in.
 */
export async function changePassword(
  db: Database,
  actor: Actor,
  input: { currentPassword: string; password: string; ip: string },
  now = new Date(),
): Promise<void> {
  const user = await requireAccount(db, actor);
  await verifyCurrentPassword(
    db,
    { user, password: input.currentPassword, ip: input.ip, field: 'currentPassword' },
    now,
  );
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, actor.session?.tokenHash, now);
    await revokeOpenAuthTokens(tx, 'password-reset', user.id, now);
  });
}
