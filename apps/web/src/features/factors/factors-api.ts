import {
  type FactorDetail,
  type FactorFacet,
  type FactorFacetResponse,
  type FactorLevelsResponse,
  type FactorListResponse,
  factorDetailResponseSchema,
  factorFacetResponseSchema,
  factorLevelsResponseSchema,
  factorListResponseSchema,
  type GridSeriesResponse,
  gridSeriesResponseSchema,
} from '@carbon-ledger/core';
import { http } from '../../api/client.ts';
import type { ApiResult } from '../../api/http-client.ts';

/** The browser's filters, as the query string of the factor calls takes them. */
export type FactorFilters = {
  search?: string | undefined;
  level0?: string | undefined;
  level1?: string | undefined;
  /** Level-1 sections left out, joined by '|'. */
  excludeLevel1?: string | undefined;
  level2?: string | undefined;
  level3?: string | undefined;
  level4?: string | undefined;
  source?: string | undefined;
  edition?: string | undefined;
  region?: string | undefined;
  scope?: string | undefined;
  unitCategory?: string | undefined;
  kind?: string | undefined;
};

/** A failed call; `code` is the API's error code, or NETWORK when the server was not reached. */
export class FactorApiError extends Error {
  override name = 'FactorApiError';
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

function unwrap<T>(result: ApiResult<T>): T {
  if (result.data !== undefined) return result.data;
  throw new FactorApiError(
    result.error?.code ?? 'NETWORK',
    result.error?.message ?? 'No answer from the server.',
  );
}

/** Leaves out empty filters, so the query string (and the cache key) only holds what is chosen. */
export function compactFilters(filters: FactorFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

export async function fetchFactors(
  filters: FactorFilters,
  skip: number,
  limit: number,
): Promise<FactorListResponse> {
  const query = { ...compactFilters(filters), skip, limit };
  return unwrap(await http.get('/api/data/factors', { query, schema: factorListResponseSchema }));
}

export async function fetchFactorLevels(
  level: number,
  filters: FactorFilters,
): Promise<FactorLevelsResponse> {
  const query = { ...compactFilters(filters), level };
  return unwrap(await http.get('/api/data/factors/levels', { query, schema: factorLevelsResponseSchema }));
}

export async function fetchFactorFacet(
  facet: FactorFacet,
  filters: FactorFilters,
): Promise<FactorFacetResponse> {
  const query = { ...compactFilters(filters), facet };
  return unwrap(await http.get('/api/data/factors/facets', { query, schema: factorFacetResponseSchema }));
}

export async function fetchFactor(id: string): Promise<FactorDetail> {
  const result = await http.get('/api/data/factors/:id', {
    params: { id },
    schema: factorDetailResponseSchema,
  });
  return unwrap(result).factor;
}

/** A country's Ember grid factors by year (life cycle, generation, upstream). */
export async function fetchGridSeries(country: string): Promise<GridSeriesResponse> {
  return unwrap(
    await http.get('/api/data/factors/grid-series/:country', {
      params: { country },
      schema: gridSeriesResponseSchema,
    }),
  );
}
