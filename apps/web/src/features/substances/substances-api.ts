import {
  EVIDENCE_FILE_NAME_HEADER,
  type SubstanceListStatus,
  type SubstanceListUploadResponse,
  type SubstanceSearchResponse,
  substanceListStatusSchema,
  substanceListUploadResponseSchema,
  substanceSearchResponseSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import { type ApiError, type ApiResult, CSRF_HEADER, readCsrfCookie } from '../../api/http-client.ts';

export const SUBSTANCE_LIST_KEY = ['settings', 'substances'] as const;

/** The loaded substance list's file, size and date (operators). */
export function useSubstanceListStatus() {
  return useQuery<SubstanceListStatus>({
    queryKey: SUBSTANCE_LIST_KEY,
    queryFn: async () => {
      const result = await http.get('/api/settings/substances', { schema: substanceListStatusSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data;
    },
  });
}

/**
 * Sends the file's bytes to preview (nothing stored) or to store it as the new list. A plain fetch: the
 * body is the file itself, its name percent-encoded in a header, as the evidence files are sent.
 */
export async function uploadSubstanceList(
  file: File,
  mode: 'preview' | 'store',
): Promise<ApiResult<SubstanceListUploadResponse>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/octet-stream',
    [EVIDENCE_FILE_NAME_HEADER]: encodeURIComponent(file.name),
  };
  const csrf = readCsrfCookie();
  if (csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await fetch(
      mode === 'preview' ? '/api/settings/substances/preview' : '/api/settings/substances',
      {
        method: mode === 'preview' ? 'POST' : 'PUT',
        credentials: 'include',
        headers,
        body: file,
      },
    );
  } catch {
    return { error: { status: 0, code: 'NETWORK', message: 'No answer from the server.' } };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = substanceListUploadResponseSchema.safeParse(body);
    if (parsed.success) return { data: parsed.data, status: response.status };
    return { error: { status: response.status, code: 'INVALID_RESPONSE', message: 'Not understood.' } };
  }
  const envelope = (body as { error?: ApiError } | undefined)?.error;
  return {
    error: {
      status: response.status,
      code: envelope?.code ?? `HTTP_${response.status}`,
      message: envelope?.message ?? response.statusText,
      ...(envelope?.details ? { details: envelope.details } : {}),
    },
  };
}

/** Substances whose name, EC or CAS number holds the query (the server bounds the count). */
export const searchSubstances = (query: string) =>
  http.get('/api/esg/substances', { query: { q: query }, schema: substanceSearchResponseSchema });

/** The chosen substances by id (ids the list no longer has are left out of the answer). */
export function useChosenSubstances(ids: readonly string[]) {
  const sorted = [...ids].sort();
  return useQuery<SubstanceSearchResponse>({
    queryKey: ['esg', 'substances', 'ids', sorted],
    enabled: ids.length > 0,
    staleTime: 60_000,
    queryFn: async () => {
      const path = `/api/esg/substances?${sorted.map((id) => `id=${encodeURIComponent(id)}`).join('&')}`;
      const result = await http.get(path, { schema: substanceSearchResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data;
    },
  });
}
