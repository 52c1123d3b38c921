import { eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;

/**
 * Every change to who operates the platform takes this lock for the rest of its transaction, so
 * two registrations on a fresh installation, or two revocations, never decide on the same picture.
 */
export async function lockOperatorChanges(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform-operators'))`);
}

/** Whether the installation has no account at all yet. */
export async function hasNoAccount(db: Database | Transaction): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row === undefined;
}

/**
 * Whether the user is the platform's only operator while other accounts exist. The last account
 * of an installation may go: the next registration becomes the first operator again.
 */
export async function isOnlyOperatorAmongOthers(
  db: Database | Transaction,
  userId: string,
): Promise<boolean> {
  const operators = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isSitewideAdmin, true))
    .limit(2);
  if (operators.length !== 1 || operators[0]?.id !== userId) return false;
  const [other] = await db.select({ id: users.id }).from(users).where(ne(users.id, userId)).limit(1);
  return other !== undefined;
}

/**
 * Called inside a registration's transaction before its account is inserted: true when it is the
 * first account of the installation, which becomes the platform operator. Concurrent first
 * registrations queue on the lock; the later one then sees the earlier one's committed account.
 */
export async function claimFirstAccount(tx: Transaction): Promise<boolean> {
  if (!(await hasNoAccount(tx))) return false;
  await lockOperatorChanges(tx);
  return hasNoAccount(tx);
}

/**
 * Makes an account named in `OPERATOR_EMAILS` an operator when it signs in or registers; anyone
 * else is returned unchanged.
 */
export async function grantConfiguredOperator(
  db: Database,
  operatorEmails: readonly string[],
  user: UserRow,
): Promise<UserRow> {
  if (user.isSitewideAdmin || !operatorEmails.includes(user.email)) return user;
  const [updated] = await db
    .update(users)
    .set({ isSitewideAdmin: true, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
