import { TEMPORARY_API_KEY_LIFETIME_MS } from '@carbon-ledger/core';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/identity.ts';
import { AppError } from '../../http/app-error.ts';
import { generateApiKey, isKeyId } from './api-key-format.ts';
import type { ApiKeyRow } from './queries.ts';

const TEMPORARY_KEY_NAME = 'Temporary key';

/** A key just made: the row and the raw key, which exists only in this answer. */
export type IssuedApiKey = { row: ApiKeyRow; apiKey: string };

/** Creates a named key of the company; it acts for the company, not for its creator (docs/public-api.md). */
export async function createNamedApiKey(
  db: Database,
  input: { companyId: string; userId: string; name: string; expiresAt: Date | null },
): Promise<IssuedApiKey> {
  const secret = generateApiKey(input.companyId);
  const [row] = await db
    .insert(apiKeys)
    .values({
      companyId: input.companyId,
      name: input.name,
      keyHash: secret.keyHash,
      keyPrefix: secret.keyPrefix,
      createdByUserId: input.userId,
      expiresAt: input.expiresAt,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The API key could not be created.');
  return { row, apiKey: secret.apiKey };
}

/**
 * Creates a key for the user's own programmatic calls, valid 5 minutes (spec section 9). The
 * user's expired temporary keys go in the same transaction, so they do not pile up.
 */
export async function createTemporaryApiKey(
  db: Database,
  input: { companyId: string; userId: string },
  now = new Date(),
): Promise<{ apiKey: string; expiresAt: Date }> {
  const secret = generateApiKey(input.companyId);
  const expiresAt = new Date(now.getTime() + TEMPORARY_API_KEY_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx
      .delete(apiKeys)
      .where(
        and(
          eq(apiKeys.companyId, input.companyId),
          eq(apiKeys.createdByUserId, input.userId),
          eq(apiKeys.isTemporary, true),
          lt(apiKeys.expiresAt, now),
        ),
      );
    await tx.insert(apiKeys).values({
      companyId: input.companyId,
      name: TEMPORARY_KEY_NAME,
      keyHash: secret.keyHash,
      keyPrefix: secret.keyPrefix,
      createdByUserId: input.userId,
      isTemporary: true,
      createdAt: now,
      expiresAt,
    });
  });
  return { apiKey: secret.apiKey, expiresAt };
}

/**
 * Revokes a named key of the company. Keys are kept (with `revoked_at`) rather than deleted so a
 * revoked key answers "revoked" instead of "unknown". Another company's key, an unknown id and an
 * already revoked key all answer 404.
 */
export async function revokeNamedApiKey(
  db: Database,
  companyId: string,
  unverifiedKeyId: string,
  now = new Date(),
): Promise<void> {
  if (!isKeyId(unverifiedKeyId)) throw new AppError('NOT_FOUND', 'No such API key.');
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiKeys.companyId, companyId),
        eq(apiKeys.id, unverifiedKeyId.toLowerCase()),
        eq(apiKeys.isTemporary, false),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'No such API key.');
}
