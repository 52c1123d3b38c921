import {
  formatDateTime,
  type StartTrialResponse,
  startTrialResponseSchema,
  type TrialProduct,
  type TrialsResponse,
  trialsResponseSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';

export const TRIALS_KEY = ['company-trials'] as const;

/**
 * How long the trials read stays fresh: the top bar asks on every dashboard page, and a trial only
 * changes when this client starts one (which invalidates the query) or when it ends days later.
 */
const TRIALS_STALE_MS = 5 * 60_000;

/** The company's trials as the server recorded them; asked only with billing `stripe`. */
export function useTrials(isEnabled: boolean) {
  return useQuery<TrialsResponse>({
    queryKey: TRIALS_KEY,
    enabled: isEnabled,
    staleTime: TRIALS_STALE_MS,
    queryFn: async () => {
      const result = await http.get('/api/company/trials', { schema: trialsResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data;
    },
  });
}

/** Starts the company's trial of `product`, or answers the one it had (the server never restarts one). */
export async function startTrial(product: TrialProduct): Promise<StartTrialResponse> {
  const result = await http.post('/api/company/trials', { product }, { schema: startTrialResponseSchema });
  if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
  return result.data;
}

/** When a trial ends, in the page's language and the browser's time zone (`16 Dec 2026, 16:30`). */
export function formatTrialEnd(iso: string, language: string | undefined): string {
  return formatDateTime(iso, language === 'de' ? 'de' : 'en-GB');
}
