import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/identity.ts';

/** Failures counted within this window… */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** …lock the key once they reach this many (per account)… */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** …or this many (per IP address, which many people may share behind one NAT). */
export const MAX_FAILURES_PER_IP = 20;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

export type ThrottleKeys = { ip: string; email: string };

const keysOf = ({ ip, email }: ThrottleKeys) => [
  { key: `ip:${ip}`, limit: MAX_FAILURES_PER_IP },
  { key: `account:${email}`, limit: MAX_FAILURES_PER_ACCOUNT },
];

/** When sign-in is locked for this IP or account, the time it opens again. */
export async function findLockedUntil(
  db: Database,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<Date | undefined> {
  let latest: Date | undefined;
  for (const { key } of keysOf(keys)) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    if (row?.lockedUntil && row.lockedUntil > now && (!latest || row.lockedUntil > latest))
      latest = row.lockedUntil;
  }
  return latest;
}

/**
 * Counts a failed sign-in against the IP and the account (known or not, so the answer does not
 * reveal which emails exist) and locks a key that reaches its limit within the window.
 */
export async function recordFailedLogin(db: Database, keys: ThrottleKeys, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOCK_DURATION_MS);
  for (const { key, limit } of keysOf(keys)) {
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
}

/** A successful sign-in clears the account's count (not the IP's: one success proves little). */
export async function clearFailedLogins(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, `account:${email}`));
}
