import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, memberships, users } from '../../db/schema/identity.ts';
import type { Actor } from '../../http/actor.ts';
import { findActiveSession } from './session-store.ts';

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SITEWIDE_ADMIN_ROLE = 'sitewide-admin';

/** The actor behind a session cookie, or undefined when the session or the membership is gone. */
export async function findSessionActor(db: Database, token: string): Promise<Actor | undefined> {
  const session = await findActiveSession(db, token);
  if (!session) return undefined;
  if (!session.role && !session.isSitewideAdmin) return undefined; // removed from the company meanwhile
  return {
    userId: session.userId,
    companyId: session.companyId,
    role: session.isSitewideAdmin ? SITEWIDE_ADMIN_ROLE : (session.role ?? ''),
    isSitewideAdmin: session.isSitewideAdmin,
    via: 'session',
    session: { tokenHash: session.tokenHash, csrfToken: session.csrfToken },
  };
}

/** An account by its (normalized) email. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** An account by id. */
export async function findUserById(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** The companies a user belongs to, oldest membership first, with the role in each. */
export async function listCompaniesOfUser(db: Database, userId: string) {
  return db
    .select({ id: companies.id, brand: companies.brand, company: companies.company, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.createdAt, companies.brand);
}

/** A company by id, only if the user belongs to it. */
export async function findCompanyOfUser(db: Database, userId: string, unverifiedCompanyId: string) {
  // Not an id at all: no such company, like another company's id (PostgreSQL would refuse the cast).
  if (!UUID_TEXT.test(unverifiedCompanyId)) return undefined;
  const [row] = await db
    .select({ company: companies, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, unverifiedCompanyId)));
  return row;
}

/** A company by id (the session's company: already verified). */
export async function findCompany(db: Database, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company;
}
