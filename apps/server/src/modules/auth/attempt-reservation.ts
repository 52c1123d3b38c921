import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/identity.ts';

/** One counter: its key in the throttle table and how many attempts a window allows. */
export type AttemptLimit = { key: string; limit: number };
export type AttemptWindow = { windowMs: number; lockMs: number };

/**
 * Reserves one attempt under one key in a single statement. The row lock of the upsert serialises
 * concurrent callers, in this process or another server's, so no two of them can both take the last
 * attempt. Answers when the key opens again if the attempt is refused.
 */
async function reserveUnderKey(
  db: Database,
  { key, limit }: AttemptLimit,
  { windowMs, lockMs }: AttemptWindow,
  now: Date,
): Promise<Date | undefined> {
  const windowStart = new Date(now.getTime() - windowMs);
  const lockUntil = new Date(now.getTime() + lockMs);
  const table = loginThrottle;
  // A row still locked stays as it is; a row whose window (or lock) is over starts again at 1.
  const isLocked = sql`${table.lockedUntil} IS NOT NULL AND ${table.lockedUntil} > ${now}`;
  const isStale = sql`${table.windowStartedAt} < ${windowStart} OR ${table.lockedUntil} IS NOT NULL`;
  const nextCount = sql`CASE WHEN ${isStale} THEN 1 ELSE ${table.failures} + 1 END`;
  const [row] = await db
    .insert(table)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        failures: sql`CASE WHEN ${isLocked} THEN ${table.failures} ELSE ${nextCount} END`,
        windowStartedAt: sql`CASE WHEN ${isLocked} THEN ${table.windowStartedAt} WHEN ${isStale} THEN ${now} ELSE ${table.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${isLocked} THEN ${table.lockedUntil} WHEN ${nextCount} > ${limit} THEN ${lockUntil}::timestamptz ELSE NULL END`,
      },
    })
    .returning({ lockedUntil: table.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : undefined;
}

/**
 * Takes one attempt from every counter, in order, before the expensive or sensitive work (an argon2
 * check, a mail) is done. Stops at the first counter that is spent and answers when it opens again;
 * counters before it keep the attempt (a refused call still was a call from that address).
 */
export async function reserveAttempt(
  db: Database,
  limits: readonly AttemptLimit[],
  window: AttemptWindow,
  now = new Date(),
): Promise<Date | undefined> {
  for (const limit of limits) {
    const lockedUntil = await reserveUnderKey(db, limit, window, now);
    if (lockedUntil) return lockedUntil;
  }
  return undefined;
}

/** Gives back an attempt that turned out fine (a correct password), so it does not count as a failure. */
export async function releaseAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`GREATEST(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

/** Whole seconds until `until`, at least 1: the value of a `Retry-After` header. */
export function toRetryAfterSeconds(until: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
