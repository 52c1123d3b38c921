import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, sessions, users } from '../../db/schema/identity.ts';
import { createRandomToken, hashToken } from './tokens.ts';

/** A session ends after this long without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** …and at the latest this long after sign-in, however active. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would turn every read into a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type StoredSession = {
  tokenHash: string;
  userId: string;
  companyId: string;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
  /** The user's role in the session's company; null once removed from it. */
  role: string | null;
  isSitewideAdmin: boolean;
};

export type NewSession = { token: string; csrfToken: string; expiresAt: Date };

/** Starts a session with a fresh id (never reusing one from before sign-in). */
export async function createSession(
  db: Database,
  input: { userId: string; companyId: string; userAgent: string | undefined },
  now = new Date(),
): Promise<NewSession> {
  const token = createRandomToken();
  const csrfToken = createRandomToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    companyId: input.companyId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300),
  });
  return { token, csrfToken, expiresAt };
}

/**
 * The live session behind a cookie token (not revoked, not past either timeout) with its user's role in
 * the session's company, in one query.
 */
export async function findActiveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<StoredSession | undefined> {
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      companyId: sessions.companyId,
      csrfToken: sessions.csrfToken,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      role: memberships.role,
      isSitewideAdmin: users.isSitewideAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.companyId, sessions.companyId), eq(memberships.userId, sessions.userId)),
    )
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, row.tokenHash));
  }
  return row;
}

/** Ends one session (sign-out). */
export async function revokeSession(db: Database, tokenHash: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user (password reset, account deletion). */
export async function revokeSessionsOfUser(db: Database, userId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Moves a session to another company of the same user. */
export async function switchSessionCompany(
  db: Database,
  tokenHash: string,
  companyId: string,
): Promise<void> {
  await db.update(sessions).set({ companyId }).where(eq(sessions.tokenHash, tokenHash));
}
