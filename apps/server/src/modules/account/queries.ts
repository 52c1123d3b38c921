import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, memberships, sessions } from '../../db/schema/identity.ts';

export type CompanyStanding = {
  id: string;
  brand: string;
  role: string;
  memberCount: number;
  ownerCount: number;
};

/** Each company of a user with how many members and owners it has: what deleting the user would do. */
export async function listCompanyStandings(db: Database, userId: string): Promise<CompanyStanding[]> {
  return db
    .select({
      id: companies.id,
      brand: companies.brand,
      role: memberships.role,
      memberCount:
        sql<number>`(SELECT count(*) FROM memberships AS m WHERE m.company_id = ${companies.id})`.mapWith(
          Number,
        ),
      ownerCount:
        sql<number>`(SELECT count(*) FROM memberships AS m WHERE m.company_id = ${companies.id} AND m.role = 'owner')`.mapWith(
          Number,
        ),
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(companies.brand);
}

/** Ends a user's sessions except the one making the request (password change). */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  keptTokenHash: string | undefined,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keptTokenHash ? ne(sessions.tokenHash, keptTokenHash) : undefined,
      ),
    );
}
