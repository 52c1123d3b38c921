import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/identity.ts';

/** Reset requests counted within this window… */
export const RESET_WINDOW_MS = 15 * 60 * 1000;
/** …are refused once an address asked this many times (stops mail-bombing one inbox)… */
export const MAX_RESET_REQUESTS_PER_ACCOUNT = 3;
/** …or one IP asked this many times (stops scanning many addresses). */
export const MAX_RESET_REQUESTS_PER_IP = 10;
export const RESET_LOCK_MS = 15 * 60 * 1000;

export type ResetThrottleKeys = { ip: string; email: string };

// Prefixes of their own in the sign-in throttle table, so reset requests never lock a sign-in.
const keysOf = ({ ip, email }: ResetThrottleKeys) => [
  { key: `reset-ip:${ip}`, limit: MAX_RESET_REQUESTS_PER_IP },
  { key: `reset-account:${email}`, limit: MAX_RESET_REQUESTS_PER_ACCOUNT },
];

/**
 * Counts a password reset request against the IP and the address (known or not, so the answer
 * says nothing about which accounts exist). Answers when requests open again if this one is
 * refused; a key locks once it reaches its limit, so the limit-th request still goes through.
 */
export async function countResetRequest(
  db: Database,
  keys: ResetThrottleKeys,
  now = new Date(),
): Promise<Date | undefined> {
  const entries = keysOf(keys);
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(
      inArray(
        loginThrottle.key,
        entries.map((entry) => entry.key),
      ),
    );
  const locks = rows.flatMap((row) => (row.lockedUntil && row.lockedUntil > now ? [row.lockedUntil] : []));
  if (locks.length > 0) return new Date(Math.max(...locks.map((date) => date.getTime())));

  const windowStart = new Date(now.getTime() - RESET_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + RESET_LOCK_MS);
  for (const { key, limit } of entries) {
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`CASE WHEN ${loginThrottle.windowStartedAt} < ${windowStart} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${loginThrottle.windowStartedAt} < ${windowStart} THEN ${now} ELSE ${loginThrottle.windowStartedAt} END`,
        },
      });
    await db
      .update(loginThrottle)
      .set({ lockedUntil: lockUntil, failures: 0, windowStartedAt: now })
      .where(sql`${loginThrottle.key} = ${key} AND ${loginThrottle.failures} >= ${limit}`);
  }
  return undefined;
}

/** The 429 message for a refused reset request. */
export function describeResetWait(lockedUntil: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
