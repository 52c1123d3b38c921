import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authTokens, memberships, users } from '../../db/schema/identity.ts';

/** The members of a company with their roles, oldest first. */
export function listMembers(db: Database, companyId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      nameFirst: users.nameFirst,
      nameLast: users.nameLast,
      role: memberships.role,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(memberships.createdAt));
}

/** One member of the company, or undefined (also for another company's user id). */
export async function findMember(db: Database, companyId: string, unverifiedUserId: string) {
  const [row] = await db
    .select({ userId: memberships.userId, role: memberships.role, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, unverifiedUserId)));
  return row;
}

/** How many owners the company has. */
export async function countOwners(db: Pick<Database, 'select'>, companyId: string): Promise<number> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'owner')));
  return rows.length;
}

/** Invitations of the company that are neither used nor expired. */
export function listPendingInvitations(db: Database, companyId: string, now = new Date()) {
  return db
    .select({
      tokenHash: authTokens.tokenHash,
      email: authTokens.email,
      payload: authTokens.payload,
      expiresAt: authTokens.expiresAt,
      createdAt: authTokens.createdAt,
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.companyId, companyId),
        eq(authTokens.kind, 'invitation'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .orderBy(asc(authTokens.createdAt));
}
