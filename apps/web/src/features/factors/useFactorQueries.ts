import type { FactorFacet } from '@carbon-ledger/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  compactFilters,
  type FactorFilters,
  fetchFactor,
  fetchFactorFacet,
  fetchFactorLevels,
  fetchFactors,
  fetchGridSeries,
} from './factors-api.ts';

export const FACTOR_PAGE_SIZE = 50;
/** The library changes only with a server update: option lists can be reused for a while. */
const OPTIONS_STALE_MS = 5 * 60 * 1000;

/** Factors matching the filters, page by page ('Load more'); the last results stay while new ones load. */
export function useFactorSearch(filters: FactorFilters, isEnabled = true) {
  const query = useInfiniteQuery({
    queryKey: ['factors', 'list', compactFilters(filters)],
    enabled: isEnabled,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchFactors(filters, pageParam, FACTOR_PAGE_SIZE),
    getNextPageParam: (last) => (last.pagination.canLoadMore ? last.pagination.position : undefined),
    placeholderData: keepPreviousData,
  });
  const factors = query.data?.pages.flatMap((page) => page.factors) ?? [];
  const total = query.data?.pages.at(-1)?.pagination.total ?? 0;
  return { ...query, factors, total };
}

/** The values of one category level under the chosen parents and filters. */
export function useFactorLevels(level: number, filters: FactorFilters, isEnabled: boolean) {
  return useQuery({
    queryKey: ['factors', 'levels', level, compactFilters(filters)],
    enabled: isEnabled,
    queryFn: () => fetchFactorLevels(level, filters),
    staleTime: OPTIONS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The values of one filter field (source, edition, region…) under the other filters. */
export function useFactorFacet(facet: FactorFacet, filters: FactorFilters) {
  return useQuery({
    queryKey: ['factors', 'facet', facet, compactFilters(filters)],
    queryFn: () => fetchFactorFacet(facet, filters),
    staleTime: OPTIONS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** One factor with its provenance. */
export function useFactorDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['factors', 'detail', id],
    enabled: id !== undefined,
    queryFn: () => fetchFactor(id ?? ''),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** A country's Ember grid series, for the detail of an Ember factor. */
export function useGridSeries(country: string | undefined) {
  return useQuery({
    queryKey: ['factors', 'grid-series', country],
    enabled: country !== undefined,
    queryFn: () => fetchGridSeries(country ?? ''),
    staleTime: OPTIONS_STALE_MS,
  });
}
