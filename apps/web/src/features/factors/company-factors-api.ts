import {
  type CompanyFactorListResponse,
  type CustomFactorImportRequest,
  type CustomFactorImportResponse,
  companyFactorListResponseSchema,
  customFactorImportResponseSchema,
} from '@carbon-ledger/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import type { ApiResult } from '../../api/http-client.ts';
import { FactorApiError } from './factors-api.ts';

export const COMPANY_FACTORS_QUERY_KEY = ['company', 'factors'] as const;
const PAGE_SIZE = 50;

async function fetchCompanyFactors(skip: number): Promise<CompanyFactorListResponse> {
  const result = await http.get('/api/company/factors', {
    query: { skip, limit: PAGE_SIZE },
    schema: companyFactorListResponseSchema,
  });
  if (result.data) return result.data;
  throw new FactorApiError(
    result.error?.code ?? 'NETWORK',
    result.error?.message ?? 'No answer from the server.',
  );
}

/** The company's own factors, newest first, page by page. */
export function useCompanyFactors() {
  const query = useInfiniteQuery({
    queryKey: COMPANY_FACTORS_QUERY_KEY,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchCompanyFactors(pageParam),
    getNextPageParam: (last) => (last.pagination.canLoadMore ? last.pagination.position : undefined),
  });
  const factors = query.data?.pages.flatMap((page) => page.factors) ?? [];
  const total = query.data?.pages.at(-1)?.pagination.total ?? 0;
  return { ...query, factors, total };
}

/** Reloads the company's list and every factor search, which show company factors too. */
export function useRefreshCompanyFactors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: COMPANY_FACTORS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['factors'] }),
    ]);
}

/** Imports a factor file: all rows, or none and the problems by row and column. */
export function importCompanyFactors(
  body: CustomFactorImportRequest,
): Promise<ApiResult<CustomFactorImportResponse>> {
  return http.post('/api/company/factors/import', body, { schema: customFactorImportResponseSchema });
}

export function deleteCompanyFactor(id: string): Promise<ApiResult<unknown>> {
  return http.delete('/api/company/factors/:id', { params: { id } });
}
