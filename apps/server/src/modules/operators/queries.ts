import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';

/** The platform operators, by email. */
export async function listOperators(db: Database) {
  return db
    .select({ id: users.id, email: users.email, nameFirst: users.nameFirst, nameLast: users.nameLast })
    .from(users)
    .where(eq(users.isSitewideAdmin, true))
    .orderBy(asc(users.email));
}

export type OperatorRow = Awaited<ReturnType<typeof listOperators>>[number];
