import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appMeta } from './schema/system.ts';

/**
 * Returns the value stored under `key`, creating it with `create()` on first use. Concurrent
 * starts against one server agree on the first value written.
 */
export async function getOrCreateMetaValue(db: Database, key: string, create: () => string): Promise<string> {
  await db.insert(appMeta).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  if (!row) throw new Error(`app_meta ${key} vanished right after it was written`);
  return row.value;
}

/**
 * The secret that signs session cookies: the configured one, or one generated at first start and
 * kept in the database so restarts and every server sharing the database keep sessions valid.
 */
export async function resolveSessionSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateMetaValue(db, 'session_secret', () => randomBytes(48).toString('base64url'));
}
