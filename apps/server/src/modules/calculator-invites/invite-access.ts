import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/identity.ts';
import { AppError, RateLimitedError } from '../../http/app-error.ts';
import { toRetryAfterSeconds } from '../auth/attempt-reservation.ts';
import { hashToken } from '../auth/tokens.ts';
import { findLiveInviteByTokenHash, type InviteRow } from './queries.ts';

/** What a request with a live invite token may work on: one instance of one company. */
export type InviteAccess = { invite: InviteRow; companyId: string; instanceId: string; companyName: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on invite-token routes only, from `X-Invite-Token`. */
    invite: InviteAccess | undefined;
  }
}

/** Unknown tokens counted per IP within this window… */
export const INVITE_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** …lock the IP out of invite links for a while once they reach this many (no guessing at scale). */
export const MAX_INVITE_FAILURES_PER_IP = 30;
const LOCK_MS = 15 * 60 * 1000;
/** `X-Invite-Token` as Node.js names incoming headers. */
export const INVITE_TOKEN_HEADER_NAME = 'x-invite-token';
const TOKEN_SHAPE = /^[\w-]{20,100}$/;

// One answer for unknown, revoked and replaced tokens: a link holder learns nothing about other links.
const invalidLink = () => new AppError('NOT_FOUND', 'This link is not valid (anymore).');

/**
 * Resolves the invite of an `X-Invite-Token` header, or answers 404. Failed lookups count against the
 * caller's IP in the sign-in throttle table (a prefix of their own) and lock it out after too many.
 */
export async function resolveInviteAccess(
  db: Database,
  header: string | string[] | undefined,
  ip: string,
  now = new Date(),
): Promise<InviteAccess> {
  // No header at all is a call without credentials, like a missing session (401); a wrong one is 404.
  if (header === undefined) throw new AppError('UNAUTHENTICATED', 'This call needs an invite link.');
  const key = `invite-ip:${ip}`;
  const [throttle] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  if (throttle?.lockedUntil && throttle.lockedUntil > now) {
    throw new RateLimitedError(
      'Too many invalid links. Please try again later.',
      toRetryAfterSeconds(throttle.lockedUntil, now),
    );
  }
  const token = typeof header === 'string' ? header : undefined;
  const found =
    token && TOKEN_SHAPE.test(token) ? await findLiveInviteByTokenHash(db, hashToken(token)) : undefined;
  if (!found) {
    await countFailure(db, key, now);
    throw invalidLink();
  }
  return {
    invite: found.invite,
    companyId: found.invite.companyId,
    instanceId: found.invite.instanceId,
    companyName: found.companyName,
  };
}

async function countFailure(db: Database, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - INVITE_FAILURE_WINDOW_MS);
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
    .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), failures: 0, windowStartedAt: now })
    .where(sql`${loginThrottle.key} = ${key} AND ${loginThrottle.failures} >= ${MAX_INVITE_FAILURES_PER_IP}`);
}
