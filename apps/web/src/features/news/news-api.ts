import {
  EVIDENCE_FILE_NAME_HEADER,
  type NewsFeedInput,
  type NewsItemInput,
  type NewsListResponse,
  type NewsSettingsResponse,
  type NewsTopic,
  newsListResponseSchema,
  newsSettingsResponseSchema,
} from '@carbon-ledger/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import { type ApiResult, CSRF_HEADER, readCsrfCookie } from '../../api/http-client.ts';

export const NEWS_SETTINGS_KEY = ['settings', 'news'] as const;
const SETTINGS = '/api/settings/news';

/**
 * The members' news in the page's language, newest first, a page of 50 at a time. The server caches it
 * and the browser keeps it for a minute (its ETag answers 304 after that while nothing changed).
 */
export function useNewsList(language: 'en' | 'de', topic: NewsTopic | undefined) {
  return useInfiniteQuery<NewsListResponse>({
    queryKey: ['news', language, topic ?? 'all'],
    initialPageParam: undefined,
    queryFn: async ({ pageParam }) => {
      const result = await http.get('/api/company/analytics/news', {
        query: { topic, before: pageParam as string | undefined },
        headers: { 'Accept-Language': language },
        schema: newsListResponseSchema,
      });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data;
    },
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

/** Settings → News (operators): the curated items and the feeds. */
export function useNewsSettings() {
  return useQuery<NewsSettingsResponse>({
    queryKey: NEWS_SETTINGS_KEY,
    queryFn: async () => {
      const result = await http.get(SETTINGS, { schema: newsSettingsResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data;
    },
  });
}

const schema = newsSettingsResponseSchema;

export const createNewsItem = (input: NewsItemInput) => http.post(`${SETTINGS}/items`, input, { schema });
export const updateNewsItem = (id: string, input: NewsItemInput) =>
  http.put(`${SETTINGS}/items/:id`, input, { params: { id }, schema });
export const deleteNewsItem = (id: string) =>
  http.delete(`${SETTINGS}/items/:id`, { params: { id }, schema });
export const removeNewsImage = (id: string) =>
  http.delete(`${SETTINGS}/items/:id/image`, { params: { id }, schema });
export const createNewsFeed = (input: NewsFeedInput) => http.post(`${SETTINGS}/feeds`, input, { schema });
export const updateNewsFeed = (id: string, input: NewsFeedInput) =>
  http.put(`${SETTINGS}/feeds/:id`, input, { params: { id }, schema });
export const deleteNewsFeed = (id: string) =>
  http.delete(`${SETTINGS}/feeds/:id`, { params: { id }, schema });
export const fetchNewsFeedNow = (id: string) =>
  http.post(`${SETTINGS}/feeds/:id/fetch`, undefined, { params: { id }, schema });

/** Sends an image's bytes as the item's image (a plain fetch: the body is the file, as uploads are sent). */
export async function uploadNewsImage(id: string, file: File): Promise<ApiResult<NewsSettingsResponse>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/octet-stream',
    [EVIDENCE_FILE_NAME_HEADER]: encodeURIComponent(file.name),
  };
  const csrf = readCsrfCookie();
  if (csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await fetch(`${SETTINGS}/items/${encodeURIComponent(id)}/image`, {
      method: 'PUT',
      credentials: 'include',
      headers,
      body: file,
    });
  } catch {
    return { error: { status: 0, code: 'NETWORK', message: 'No answer from the server.' } };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = newsSettingsResponseSchema.safeParse(body);
    if (parsed.success) return { data: parsed.data, status: response.status };
  }
  const error = (
    body as { error?: { code?: string; message?: string; details?: { path: string; message: string }[] } }
  )?.error;
  return {
    status: response.status,
    error: {
      status: response.status,
      code: error?.code ?? 'INTERNAL',
      message: error?.message ?? response.statusText,
      ...(error?.details ? { details: error.details } : {}),
    },
  };
}
