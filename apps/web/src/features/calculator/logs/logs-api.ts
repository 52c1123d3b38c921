import {
  annotateChangeLogResponseSchema,
  type ChangeLogQuery,
  changeLogPageSchema,
  changeLogVerdictSchema,
} from '@carbon-ledger/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { unwrap } from '../api/calculator-api.ts';

/** Under ['calculator']: a save of results refetches the open log too. */
const logKeys = {
  all: ['calculator', 'logs'] as const,
  year: (instanceId: string, query: ChangeLogQuery) => ['calculator', 'logs', instanceId, query] as const,
};

/** Where a year's log is shown. */
export const logsPath = (instanceId: string) => `/dashboard/calculator/logs/${instanceId}`;

export function useYearLog(instanceId: string, query: ChangeLogQuery) {
  return useQuery({
    queryKey: logKeys.year(instanceId, query),
    queryFn: async () =>
      unwrap(
        await http.get('/api/company/calculator/instances/:id/logs', {
          params: { id: instanceId },
          query: { ...query },
          schema: changeLogPageSchema,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useVerifyChain() {
  return useMutation({
    mutationFn: async () =>
      unwrap(await http.get('/api/company/logs/verify', { schema: changeLogVerdictSchema })),
  });
}

export function useAnnotateEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sequence: number; text: string }) =>
      unwrap(
        await http.post(
          '/api/company/logs/:sequence/annotations',
          { text: input.text },
          { params: { sequence: input.sequence }, schema: annotateChangeLogResponseSchema },
        ),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: logKeys.all }),
  });
}
