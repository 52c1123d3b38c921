import {
  type AuditResultsRequest,
  type AuditResultsResponse,
  auditResultsResponseSchema,
  type EsgAggregateRequest,
  type EsgAggregateResponse,
  esgAggregateResponseSchema,
  type PublicCompany,
  publicCompanyResponseSchema,
} from '@carbon-ledger/core';
import { type ApiResult, createHttpClient } from './http-client.ts';

export type PublicApiClientOptions = {
  /** The public API host, e.g. `https://carbon.example.org` (empty: the page's own origin). */
  baseUrl?: string;
  /** An API key (`clk_…`) from Settings → API keys, or a temporary one. */
  apiKey: string;
  fetch?: typeof fetch;
};

/** The scheme prefix the public API expects before the key (spec section 7: "with a scheme prefix"). */
export const PUBLIC_API_AUTH_SCHEME = 'Bearer';

/**
 * The client of the public API (`/1.0/...`): every call carries `Authorization: Bearer <API key>`,
 * answers are checked against the core contracts, status ≥ 300 gives `error` with the envelope's code.
 * No CSRF token and no session check: the key alone decides who calls.
 */
export function createPublicApiClient(options: PublicApiClientOptions) {
  const http = createHttpClient({
    ...(options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/+$/, '') } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getExtraHeaders: () => ({ Authorization: `${PUBLIC_API_AUTH_SCHEME} ${options.apiKey}` }),
  });
  return {
    /** `GET /1.0/company`: the company the key belongs to. */
    getCompany: (): Promise<ApiResult<PublicCompany>> =>
      http.get('/1.0/company', { schema: publicCompanyResponseSchema }),
    /** `POST /1.0/results/esg/aggregate`: an ESG year's or a group's answers as category, label, value. */
    aggregateEsg: (request: EsgAggregateRequest): Promise<ApiResult<EsgAggregateResponse>> =>
      http.post('/1.0/results/esg/aggregate', request, { schema: esgAggregateResponseSchema }),
    /**
     * `GET /1.0/results/audit`: one page of results with factor, source, edition, evidence count, review
     * state and last change; pass the answer's `pagination.position` as the next `skip` while
     * `canLoadMore`.
     */
    auditResults: (request: AuditResultsRequest = {}): Promise<ApiResult<AuditResultsResponse>> =>
      http.get('/1.0/results/audit', { query: request, schema: auditResultsResponseSchema }),
  };
}

export type PublicApiClient = ReturnType<typeof createPublicApiClient>;
