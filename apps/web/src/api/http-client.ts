import type { ErrorDetail } from '@carbon-ledger/core';
import type { ZodType } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiError = { status: number; code: string; message: string; details?: ErrorDetail[] };

/** What every call gives back: `data` on success, `error` for a status ≥ 300, neither on a network failure. */
export type ApiResult<T> = { data?: T; error?: ApiError; status?: number };

export type RequestOptions<T> = {
  method?: HttpMethod;
  /** Values for `:name` segments of the path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** Keep a successful answer this long and answer identical requests from it. */
  cacheTtlMs?: number;
  /** Checks the answer's shape; a mismatch becomes an `INVALID_RESPONSE` error. */
  schema?: ZodType<T>;
  headers?: Record<string, string>;
  /**
   * For calls where 401 is an answer, not a lost session (sign-in with a wrong password): no
   * retry, no session check.
   */
  isAuthAttempt?: boolean;
};

export type HttpClientOptions = {
  fetch?: typeof fetch;
  baseUrl?: string;
  readCsrfToken?: () => string | undefined;
  /** Headers every call carries, read at call time: the invite token, an API key. */
  getExtraHeaders?: () => Record<string, string>;
  /** Asked after the retries of a 401/403; a 401/403 here too means the session is gone. */
  sessionCheckPath?: string;
  onSessionExpired?: () => void;
  /** A call was refused with 402 SUBSCRIPTION_REQUIRED: the company lacks the product (spec: go subscribe). */
  onSubscriptionRequired?: (error: ApiError) => void;
  /** Number of calls under way, for the progress bar. */
  onActivityChange?: (inFlight: number) => void;
  logger?: Pick<Console, 'error'>;
};

/** 401/403 are tried this many times in all before the session is checked. */
export const MAX_TRIES = 2;
export const CSRF_HEADER = 'X-CSRF-Token';

/** Replaces `:name` segments with their encoded values; a missing value is a programming error. */
export function fillPathParams(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][\w]*)(\?)?/g, (_match, name: string, isOptional: string | undefined) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (isOptional) return '';
      throw new Error(`Missing value for path parameter :${name} in ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

function buildQueryString(query: RequestOptions<unknown>['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Reads the readable CSRF cookie set at sign-in. */
export function readCsrfCookie(cookieHeader: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'csrf_token') return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  const envelope = (body as { error?: Partial<ApiError> } | undefined)?.error;
  if (envelope && typeof envelope === 'object' && typeof envelope.code === 'string') {
    return {
      status,
      code: envelope.code,
      message: typeof envelope.message === 'string' ? envelope.message : statusText,
      ...(envelope.details ? { details: envelope.details } : {}),
    };
  }
  return { status, code: `HTTP_${status}`, message: statusText || `Request failed with status ${status}` };
}

const isSessionStatus = (status: number | undefined) => status === 401 || status === 403;

/**
 * The browser's one way to call the API (spec section 7, "Client behaviour"): cookies and the CSRF
 * header on every call, identical concurrent calls shared, optional caching, status ≥ 300 as `error`,
 * network failures logged and answered with no result, and a session check after repeated 401/403.
 */
export function createHttpClient(options: HttpClientOptions = {}) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const logger = options.logger ?? console;
  const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  const cache = new Map<string, { expiresAt: number; result: ApiResult<unknown> }>();
  let activeCount = 0;
  let hasReportedExpiry = false;

  const changeActivity = (delta: number) => {
    activeCount += delta;
    options.onActivityChange?.(activeCount);
  };

  async function send(method: HttpMethod, url: string, body: unknown, headers: Record<string, string>) {
    const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
    const allHeaders: Record<string, string> = {
      Accept: 'application/json',
      ...options.getExtraHeaders?.(),
      ...headers,
    };
    const csrf = options.readCsrfToken?.();
    if (csrf) allHeaders[CSRF_HEADER] = csrf;
    if (body !== undefined && !isFormData) allHeaders['Content-Type'] = 'application/json';
    return doFetch(url, {
      method,
      credentials: 'include',
      headers: allHeaders,
      body: body === undefined ? undefined : isFormData ? (body as FormData) : JSON.stringify(body),
    });
  }

  async function isSessionAlive(): Promise<boolean> {
    if (!options.sessionCheckPath) return true;
    try {
      const response = await send(
        'GET',
        `${options.baseUrl ?? ''}${options.sessionCheckPath}`,
        undefined,
        {},
      );
      return !isSessionStatus(response.status);
    } catch {
      return true; // offline is not an expired session
    }
  }

  async function perform<T>(
    method: HttpMethod,
    url: string,
    request: RequestOptions<T>,
  ): Promise<ApiResult<T>> {
    let lastError: ApiError | undefined;
    for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
      let response: Response;
      try {
        response = await send(method, url, request.body, request.headers ?? {});
      } catch (error) {
        logger.error(`${method} ${url} failed:`, error);
        return {};
      }
      const body = await readBody(response);
      if (response.status < 300) {
        if (!request.schema) return { data: body as T, status: response.status };
        const parsed = request.schema.safeParse(body);
        if (parsed.success) return { data: parsed.data, status: response.status };
        logger.error(`${method} ${url} answered an unexpected shape:`, parsed.error.issues);
        return {
          status: response.status,
          error: {
            status: response.status,
            code: 'INVALID_RESPONSE',
            message: 'Unexpected answer from server.',
          },
        };
      }
      lastError = toApiError(response.status, body, response.statusText);
      if (lastError.code === 'SUBSCRIPTION_REQUIRED') options.onSubscriptionRequired?.(lastError);
      if (!isSessionStatus(response.status) || request.isAuthAttempt)
        return { error: lastError, status: response.status };
    }
    if (url.endsWith(options.sessionCheckPath ?? '\0'))
      return { error: lastError, status: lastError?.status };
    if (!(await isSessionAlive()) && !hasReportedExpiry) {
      hasReportedExpiry = true;
      options.onSessionExpired?.();
    }
    return { error: lastError, status: lastError?.status };
  }

  async function request<T>(path: string, request: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    const method = request.method ?? 'GET';
    const url = `${options.baseUrl ?? ''}${fillPathParams(path, request.params)}${buildQueryString(request.query)}`;
    const isFormData = typeof FormData !== 'undefined' && request.body instanceof FormData;
    const key = isFormData ? undefined : `${method} ${url} ${JSON.stringify(request.body ?? null)}`;
    if (key && request.cacheTtlMs) {
      const cached = cache.get(key);
      if (cached && cached.expiresAt > Date.now()) return cached.result as ApiResult<T>;
    }
    const shared = key ? inFlight.get(key) : undefined;
    if (shared) return shared as Promise<ApiResult<T>>;

    changeActivity(1);
    const pending = perform(method, url, request).finally(() => {
      if (key) inFlight.delete(key);
      changeActivity(-1);
    });
    if (key) inFlight.set(key, pending);
    const result = await pending;
    if (key && request.cacheTtlMs && result.data !== undefined) {
      cache.set(key, { expiresAt: Date.now() + request.cacheTtlMs, result });
    }
    return result;
  }

  return {
    request,
    get: <T>(path: string, rest: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
      request<T>(path, { ...rest, method: 'GET' }),
    post: <T>(path: string, body?: unknown, rest: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
      request<T>(path, { ...rest, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, rest: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
      request<T>(path, { ...rest, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, rest: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
      request<T>(path, { ...rest, method: 'PATCH', body }),
    delete: <T>(path: string, rest: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
      request<T>(path, { ...rest, method: 'DELETE' }),
    clearCache: () => cache.clear(),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
