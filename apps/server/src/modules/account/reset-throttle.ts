import type { Database } from '../../db/client.ts';
import { reserveAttempt } from '../auth/attempt-reservation.ts';

/** Reset requests counted within this window… */
export const RESET_WINDOW_MS = 15 * 60 * 1000;
/** …are refused once an address asked this many times (stops mail-bombing one inbox)… */
export const MAX_RESET_REQUESTS_PER_ACCOUNT = 3;
/** …or one IP asked this many times (stops scanning many addresses). */
export const MAX_RESET_REQUESTS_PER_IP = 10;
export const RESET_LOCK_MS = 15 * 60 * 1000;

export type ResetThrottleKeys = { ip: string; email: string };

/**
 * Counts a password reset request against the IP and the address (known or not, so the answer
 * says nothing about which accounts exist), atomically in the database before any mail is made.
 * Answers when requests open again if this one is refused; the limit-th request still goes through.
 * Prefixes of their own in the sign-in throttle table, so reset requests never lock a sign-in.
 */
export function countResetRequest(
  db: Database,
  keys: ResetThrottleKeys,
  now = new Date(),
): Promise<Date | undefined> {
  return reserveAttempt(
    db,
    [
      { key: `reset-ip:${keys.ip}`, limit: MAX_RESET_REQUESTS_PER_IP },
      { key: `reset-account:${keys.email}`, limit: MAX_RESET_REQUESTS_PER_ACCOUNT },
    ],
    { windowMs: RESET_WINDOW_MS, lockMs: RESET_LOCK_MS },
    now,
  );
}

/** The 429 message for a refused reset request. */
export function describeResetWait(lockedUntil: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
