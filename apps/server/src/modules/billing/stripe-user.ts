import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';

/** The email of the person checking out: the Stripe customer's contact at its first checkout. */
export async function findUserEmail(db: Database, userId: string): Promise<string | undefined> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}
