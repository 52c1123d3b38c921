import {
  type AppConfigResponse,
  appConfigResponseSchema,
  DEFAULT_SPREADSHEET_LIMITS,
  statusResponseSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from './client.ts';

/** True only when the server answered and says it accepts requests. */
export async function checkServerStatus(): Promise<boolean> {
  const result = await http.get('/api/status', { schema: statusResponseSchema });
  return result.data?.isAcceptingRequests === true;
}

const EMPTY_APP_CONFIG: AppConfigResponse = {
  links: {},
  importLimits: {
    maxBytes: DEFAULT_SPREADSHEET_LIMITS.maxBytes,
    maxRows: DEFAULT_SPREADSHEET_LIMITS.maxRows,
  },
  isFirstAccountOperator: false,
  // Shows no prices until the installation says it bills.
  billing: { mode: 'off' },
};

export const APP_CONFIG_QUERY_KEY = ['app-config'] as const;

/** The app-config query itself, for pages that must wait for it (e.g. the billing mode of /plans). */
export function useAppConfigQuery() {
  return useQuery({
    queryKey: APP_CONFIG_QUERY_KEY,
    queryFn: async () =>
      (await http.get('/api/app-config', { schema: appConfigResponseSchema })).data ?? EMPTY_APP_CONFIG,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The operator's support contact, policy links and import limits; defaults while loading or unavailable. */
export function useAppConfig(): AppConfigResponse {
  return useAppConfigQuery().data ?? EMPTY_APP_CONFIG;
}
