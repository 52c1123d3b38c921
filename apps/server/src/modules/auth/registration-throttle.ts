import type { Database } from '../../db/client.ts';
import { RateLimitedError } from '../../http/app-error.ts';
import { reserveAttempt, toRetryAfterSeconds } from './attempt-reservation.ts';

/** Registrations counted within this window… */
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
/** …are refused once one IP made this many (stops mass sign-ups and address scanning; configurable)… */
export const DEFAULT_MAX_REGISTRATIONS_PER_IP = 10;
/** …or one address was tried this many times. */
export const MAX_REGISTRATIONS_PER_EMAIL = 3;
export const REGISTRATION_LOCK_MS = 60 * 60 * 1000;

/**
 * Takes one registration attempt from the IP and the address, atomically in the database, before the
 * password is hashed or anything is written; refuses with 429 and `Retry-After` when either is spent.
 */
export async function reserveRegistrationAttempt(
  db: Database,
  keys: { ip: string; email: string },
  now = new Date(),
  maxPerIp = DEFAULT_MAX_REGISTRATIONS_PER_IP,
): Promise<void> {
  const lockedUntil = await reserveAttempt(
    db,
    [
      { key: `register-ip:${keys.ip}`, limit: maxPerIp },
      { key: `register-account:${keys.email}`, limit: MAX_REGISTRATIONS_PER_EMAIL },
    ],
    { windowMs: REGISTRATION_WINDOW_MS, lockMs: REGISTRATION_LOCK_MS },
    now,
  );
  if (!lockedUntil) return;
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  throw new RateLimitedError(
    `Too many registrations. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    toRetryAfterSeconds(lockedUntil, now),
  );
}
