import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys, memberships, users } from '../../db/schema/identity.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A company's named keys that are not revoked, newest first (temporary keys are the users' own). */
export async function listNamedApiKeys(db: Database, companyId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.isTemporary, false), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), apiKeys.id);
}

/**
 * The key row for a presented key, with what its creator is in the key's company now: the role
 * of a temporary key follows the creator, and a creator who left takes the key's access along.
 */
export async function findApiKeyByHash(db: Database, companyId: string, keyHash: string) {
  const [row] = await db
    .select({
      key: apiKeys,
      creatorRole: memberships.role,
      isCreatorSitewideAdmin: users.isSitewideAdmin,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .leftJoin(
      memberships,
      and(eq(memberships.companyId, apiKeys.companyId), eq(memberships.userId, apiKeys.createdByUserId)),
    )
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.keyHash, keyHash)));
  return row;
}

/**
 * Records that a key was used, at most once a minute per key: the condition makes concurrent
 * requests write once, and keeps busy keys from turning every read into a write.
 */
export async function touchApiKeyLastUsed(db: Database, companyId: string, id: string, now: Date) {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.companyId, companyId),
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, aMinuteAgo)),
      ),
    );
}
