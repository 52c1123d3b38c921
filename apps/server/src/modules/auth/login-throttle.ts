import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/identity.ts';
import { releaseAttempt, reserveAttempt } from './attempt-reservation.ts';

/** Attempts counted within this window… */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** …lock the key once more than this many were made (per account)… */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** …or this many (per IP address, which many people may share behind one NAT). */
export const MAX_FAILURES_PER_IP = 20;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

export type ThrottleKeys = { ip: string; email: string };

const ipKey = (ip: string) => `ip:${ip}`;
const accountKey = (email: string) => `account:${email}`;

/**
 * Reserves a password check against the IP and the account (known or not, so the answer does not
 * reveal which emails exist) before the check runs. Every concurrent guess takes its own attempt
 * atomically in the database, so sixty guesses at once get at most MAX_FAILURES_PER_ACCOUNT checks,
 * whichever server process they reach. Answers when sign-in opens again if this attempt is refused.
 */
export function reserveSignInAttempt(db: Database, keys: ThrottleKeys, now = new Date()) {
  return reserveAttempt(
    db,
    [
      { key: ipKey(keys.ip), limit: MAX_FAILURES_PER_IP },
      { key: accountKey(keys.email), limit: MAX_FAILURES_PER_ACCOUNT },
    ],
    { windowMs: THROTTLE_WINDOW_MS, lockMs: LOCK_DURATION_MS },
    now,
  );
}

/**
 * A correct password: the account's count starts again, and the IP gets its attempt back (only
 * failures count against an address).
 */
export async function recordSignInSuccess(db: Database, keys: ThrottleKeys): Promise<void> {
  await clearFailedLogins(db, keys.email);
  await releaseAttempt(db, ipKey(keys.ip));
}

/** Clears the account's count (a successful sign-in or a new password). */
export async function clearFailedLogins(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(email)));
}
