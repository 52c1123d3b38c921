import type { EvidenceFile } from '@carbon-ledger/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listYearFiles } from './evidence-api.ts';

export const yearFilesKey = (instanceId: string) => ['calculator', 'evidence-files', instanceId] as const;

/** The evidence files of a year (one request per year, shared by its rows and its header). */
export function useYearFiles(instanceId: string | undefined) {
  return useQuery({
    queryKey: yearFilesKey(instanceId ?? ''),
    queryFn: () => listYearFiles(instanceId ?? ''),
    enabled: Boolean(instanceId),
  });
}

/** Adds an uploaded file to the year's list, or drops a deleted one, then checks with the server. */
export function useYearFilesUpdater(instanceId: string) {
  const client = useQueryClient();
  return useCallback(
    (update: (files: EvidenceFile[]) => EvidenceFile[]) => {
      client.setQueryData<EvidenceFile[]>(yearFilesKey(instanceId), (files) => update(files ?? []));
      void client.invalidateQueries({ queryKey: yearFilesKey(instanceId) });
      // Analyze counts the files of its top sources from the year's setup.
      void client.invalidateQueries({ queryKey: ['calculator', 'instances-setup'] });
      void client.invalidateQueries({ queryKey: ['calculator', 'group-setup'] });
    },
    [client, instanceId],
  );
}
