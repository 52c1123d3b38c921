import type { Database } from '../../db/client.ts';
import { RateLimitedError } from '../../http/app-error.ts';
import { releaseAttempt, reserveAttempt, toRetryAfterSeconds } from '../auth/attempt-reservation.ts';

/** Code look-ups counted within this window… */
export const CODE_WINDOW_MS = 60 * 60 * 1000;
/** …are refused once one address made this many that found no plan to attach… */
export const MAX_CODE_GUESSES_PER_IP = 20;
/** …or one company tried this many codes that attached nothing. */
export const MAX_CODE_GUESSES_PER_COMPANY = 10;
export const CODE_LOCK_MS = 60 * 60 * 1000;

export type CodeAttempt = { ip: string; companyId?: string };

const ipKey = (ip: string) => `plan-code-ip:${ip}`;
const companyKey = (companyId: string) => `plan-code-company:${companyId}`;

/**
 * Takes one attempt from the address (and the company, for the attach call) before a custom plan code is
 * looked up, atomically in the database like sign-in's counters; 429 with `Retry-After` when one is spent.
 * A look-up that finds its plan gives its attempt back (`releaseCodeAttempt`), so only guesses count.
 */
export async function reserveCodeAttempt(
  db: Database,
  attempt: CodeAttempt,
  now = new Date(),
): Promise<void> {
  const lockedUntil = await reserveAttempt(
    db,
    [
      { key: ipKey(attempt.ip), limit: MAX_CODE_GUESSES_PER_IP },
      ...(attempt.companyId
        ? [{ key: companyKey(attempt.companyId), limit: MAX_CODE_GUESSES_PER_COMPANY }]
        : []),
    ],
    { windowMs: CODE_WINDOW_MS, lockMs: CODE_LOCK_MS },
    now,
  );
  if (!lockedUntil) return;
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  throw new RateLimitedError(
    `Too many plan codes tried. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    toRetryAfterSeconds(lockedUntil, now),
  );
}

/** A code that found its plan: the attempt is given back to the address and the company. */
export async function releaseCodeAttempt(db: Database, attempt: CodeAttempt): Promise<void> {
  await releaseAttempt(db, ipKey(attempt.ip));
  if (attempt.companyId) await releaseAttempt(db, companyKey(attempt.companyId));
}
