import type { Database } from '../../db/client.ts';
import type { users } from '../../db/schema/identity.ts';
import { AppError, RateLimitedError } from '../../http/app-error.ts';
import { toRetryAfterSeconds } from '../auth/attempt-reservation.ts';
import { recordSignInSuccess, reserveSignInAttempt } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/passwords.ts';

type UserRow = typeof users.$inferSelect;

function describeWait(lockedUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Checks the password a user gave to confirm a sensitive change or to accept an invitation with their
 * account. Wrong answers count like failed sign-ins (the same counters), so neither a session left open
 * somewhere nor an invitation link can be used to guess the password.
 * Accounts without a password (single sign-on only) can never confirm this way.
 */
export async function verifyCurrentPassword(
  db: Database,
  input: { user: UserRow; password: string; ip: string; field: string },
  now = new Date(),
): Promise<void> {
  const keys = { ip: input.ip, email: input.user.email };
  const lockedUntil = await reserveSignInAttempt(db, keys, now);
  if (lockedUntil)
    throw new RateLimitedError(describeWait(lockedUntil, now), toRetryAfterSeconds(lockedUntil, now));
  const isValid = input.user.passwordHash
    ? await verifyPassword(input.user.passwordHash, input.password)
    : false;
  if (isValid) return recordSignInSuccess(db, keys);
  throw new AppError('VALIDATION_FAILED', 'The password is not correct.', [
    { path: input.field, message: 'validation.password.wrong' },
  ]);
}
