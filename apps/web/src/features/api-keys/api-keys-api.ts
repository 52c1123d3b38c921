import {
  type ApiKeySummary,
  apiKeyListResponseSchema,
  type CreatedApiKey,
  createApiKeyResponseSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import type { ApiResult } from '../../api/http-client.ts';

export const API_KEYS_QUERY_KEY = ['company', 'api-keys'] as const;

/** The company's named keys that are not revoked, newest first. */
export function useApiKeys() {
  return useQuery<ApiKeySummary[]>({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: async () => {
      const result = await http.get('/api/company/api-keys', { schema: apiKeyListResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data.apiKeys;
    },
  });
}

/** Creates a key; the answer holds the raw key, which the server never shows again. */
export function createApiKey(body: {
  name: string;
  expiresAt: string | null;
}): Promise<ApiResult<CreatedApiKey>> {
  return http.put('/api/company/api-keys', body, { schema: createApiKeyResponseSchema });
}

/** Revokes a key by its id (spec: `DELETE /api/company/api-keys/{apiKey}`). */
export function revokeApiKey(apiKeyId: string): Promise<ApiResult<unknown>> {
  return http.delete('/api/company/api-keys/:apiKey', { params: { apiKey: apiKeyId } });
}
