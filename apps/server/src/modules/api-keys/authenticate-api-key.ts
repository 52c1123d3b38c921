import type { Database } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { SITEWIDE_ADMIN_ROLE } from '../auth/queries.ts';
import { parseApiKey } from './api-key-format.ts';
import { findApiKeyByHash, touchApiKeyLastUsed } from './queries.ts';

/**
 * What a named key may do. Keys are for reading and writing the company's data from other
 * systems; the owner-only powers (keys, company settings, billing, SSO) stay with people, so a
 * leaked key can neither mint more keys nor lock the owners out.
 */
export const NAMED_API_KEY_ROLE = 'admin';

const BEARER_PATTERN = /^Bearer +(\S+) *$/i;
const LAST_USED_RESOLUTION_MS = 60_000;

function reject(message: string): AppError {
  return new AppError('UNAUTHENTICATED', message);
}

/**
 * Resolves who a `/1.0` request acts as from its `Authorization: Bearer <key>` header: undefined
 * without a header, a 401 for anything present that is not a live key. The company comes only
 * from the stored key row, never from the request.
 */
export async function resolveApiKeyActor(
  db: Database,
  authorization: string | undefined,
  now = new Date(),
): Promise<Actor | undefined> {
  if (authorization === undefined) return undefined;
  const token = BEARER_PATTERN.exec(authorization)?.[1];
  const parsed = token ? parseApiKey(token) : undefined;
  if (!parsed) {
    throw reject('The Authorization header must be "Bearer <API key>" with a key that starts with clk_.');
  }
  const found = await findApiKeyByHash(db, parsed.unverifiedCompanyId, parsed.keyHash);
  if (!found) throw reject('This API key is not valid.');
  const { key } = found;
  if (key.revokedAt) throw reject('This API key has been revoked.');
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) throw reject('This API key has expired.');

  const isSitewideAdmin = key.isTemporary && found.isCreatorSitewideAdmin === true;
  const temporaryRole = isSitewideAdmin ? SITEWIDE_ADMIN_ROLE : found.creatorRole;
  const role = key.isTemporary ? temporaryRole : NAMED_API_KEY_ROLE;
  if (!role) throw reject('The user this temporary API key was made for no longer belongs to the company.');

  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await touchApiKeyLastUsed(db, key.companyId, key.id, now);
  }
  return {
    // A named key outlives its creator's account; then the key itself is who acts.
    userId: key.createdByUserId ?? key.id,
    companyId: key.companyId,
    role,
    isSitewideAdmin,
    via: 'apiKey',
    apiKeyId: key.id,
  };
}
