import type { ApiKeySummary, CreatedApiKey } from '@carbon-ledger/core';
import type { ApiKeyRow } from './queries.ts';

const toIsoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** A key in the list: the display prefix, never the key or its hash. */
export function presentApiKeySummary(row: ApiKeyRow, now: Date): ApiKeySummary {
  return {
    _id: row.id,
    name: row.name,
    keyPrefix: row.keyPrefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: toIsoOrNull(row.expiresAt),
    lastUsedAt: toIsoOrNull(row.lastUsedAt),
    isExpired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
  };
}

/** The answer to a creation: the only time the raw key leaves the server. */
export function presentCreatedApiKey(row: ApiKeyRow, apiKey: string): CreatedApiKey {
  return { apiKey, _id: row.id, name: row.name, expiresAt: toIsoOrNull(row.expiresAt) };
}
