import type { EngageReport, EngageReportContent } from '@carbon-ledger/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import {
  createEngageReport,
  deleteEngageReport,
  type EngageReportScope,
  fetchPublicEngageReport,
  listEngageReports,
  publishEngageReport,
  unpublishEngageReport,
  updateEngageReport,
} from './engage-api.ts';

/** Query keys of engage reports: every change refetches everything under ['engage']. */
export const engageKeys = {
  all: ['engage'] as const,
  list: (scope: EngageReportScope) => ['engage', 'list', scope.group, [...scope.instances].sort()] as const,
  public: (publicId: string) => ['engage-public', publicId] as const,
};

/** The reports of the open year or group's year. */
export function useEngageReports(scope: EngageReportScope) {
  return useQuery({
    queryKey: engageKeys.list(scope),
    queryFn: () => listEngageReports(scope),
    enabled: scope.instances.length > 0,
  });
}

/** Create, save, publish, unpublish and delete; each refreshes the lists on success. */
export function useEngageMutations(scope: EngageReportScope) {
  const queryClient = useQueryClient();
  const lang = useCalculatorLang();
  // The answer goes into the list at once (the generator finds a new report there right after saving),
  // then the lists are refetched.
  const onSuccess = (report: EngageReport) => {
    queryClient.setQueryData<EngageReport[]>(engageKeys.list(scope), (reports = []) => [
      report,
      ...reports.filter((other) => other._id !== report._id),
    ]);
    return queryClient.invalidateQueries({ queryKey: engageKeys.all });
  };
  return {
    create: useMutation({
      mutationFn: (content: EngageReportContent) =>
        createEngageReport({ instances: scope.instances, group: scope.group, content }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, content }: { id: string; content: EngageReportContent }) =>
        updateEngageReport(id, content),
      onSuccess,
    }),
    publish: useMutation({ mutationFn: (id: string) => publishEngageReport(id, lang), onSuccess }),
    unpublish: useMutation({ mutationFn: unpublishEngageReport, onSuccess }),
    remove: useMutation({
      mutationFn: deleteEngageReport,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: engageKeys.all }),
    }),
  };
}

/** A published report for its public page; an unknown or revoked id is not retried. */
export function usePublicEngageReport(publicId: string) {
  return useQuery({
    queryKey: engageKeys.public(publicId),
    queryFn: () => fetchPublicEngageReport(publicId),
    retry: false,
  });
}
