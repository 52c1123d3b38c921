import {
  okResponseSchema,
  type SessionUser,
  type SsoConfigForm,
  type SsoConfigResponse,
  type SsoSetupDetails,
  ssoCallbackResponseSchema,
  ssoConfigResponseSchema,
  ssoSetupDetailsSchema,
  ssoSetupLinkResponseSchema,
  ssoStartResponseSchema,
} from '@carbon-ledger/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import type { ApiResult } from '../../api/http-client.ts';
import { SESSION_QUERY_KEY } from '../auth/session-api.ts';

export const SSO_SETTINGS_QUERY_KEY = ['company', 'sso'] as const;

async function requireData<T>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise;
  if (result.data === undefined) throw new Error(result.error?.message ?? 'The server could not be reached.');
  return result.data;
}

/** The company's settings (null until set up) and the redirect URI to register at the provider. */
export function useSsoSettings() {
  return useQuery<SsoConfigResponse>({
    queryKey: SSO_SETTINGS_QUERY_KEY,
    queryFn: () => requireData(http.get('/api/company/sso', { schema: ssoConfigResponseSchema })),
  });
}

/** Saves the settings; the server checks the issuer by discovery first. */
export function saveSsoSettings(form: SsoConfigForm): Promise<ApiResult<SsoConfigResponse>> {
  return http.put('/api/company/sso', form, { schema: ssoConfigResponseSchema });
}

export function removeSsoSettings(): Promise<ApiResult<unknown>> {
  return http.delete('/api/company/sso', { schema: okResponseSchema });
}

/** Proves the email domain by its DNS TXT record. */
export function checkSsoDomainRecord(): Promise<ApiResult<SsoConfigResponse>> {
  return http.post('/api/company/sso/domain/dns-check', undefined, { schema: ssoConfigResponseSchema });
}

/** Mails a code to an address at the email domain. */
export function sendSsoDomainCode(email: string): Promise<ApiResult<unknown>> {
  return http.post('/api/company/sso/domain/code', { email }, { schema: okResponseSchema });
}

/** Proves the email domain with the mailed code. */
export function confirmSsoDomainCode(code: string): Promise<ApiResult<SsoConfigResponse>> {
  return http.post('/api/company/sso/domain/code/confirm', { code }, { schema: ssoConfigResponseSchema });
}

export function createSsoSetupLink() {
  return http.post('/api/company/sso/setup-link', undefined, { schema: ssoSetupLinkResponseSchema });
}

/** What a setup link is for; null when the link cannot be used (unknown, used, expired). */
export function useSsoSetup(token: string) {
  return useQuery<SsoSetupDetails | null>({
    queryKey: ['sso-setup', token],
    retry: false,
    queryFn: async () => {
      const result = await http.get('/api/sso/setup/:token', {
        params: { token },
        schema: ssoSetupDetailsSchema,
        isAuthAttempt: true,
      });
      if (result.data) return result.data;
      if (result.status === 404) return null;
      throw new Error(result.error?.message ?? 'The server could not be reached.');
    },
  });
}

export function saveSsoSetup(token: string, form: SsoConfigForm): Promise<ApiResult<unknown>> {
  return http.post('/api/sso/setup/:token', form, {
    params: { token },
    schema: okResponseSchema,
    isAuthAttempt: true,
  });
}

/** Asks where to send the person for their company's sign-in. */
export function startSsoSignIn(email: string, redirectPath: string | null) {
  return http.post(
    '/api/auth/sso/start',
    { email, ...(redirectPath ? { redirectPath } : {}) },
    { schema: ssoStartResponseSchema, isAuthAttempt: true },
  );
}

/** Completes the sign-in with the provider's answer; on success the session query holds the user. */
export async function finishSsoSignIn(
  queryClient: QueryClient,
  query: string,
): Promise<ApiResult<{ user: SessionUser; redirectPath: string | null }>> {
  const result = await http.post(
    '/api/auth/sso/callback',
    { query },
    {
      schema: ssoCallbackResponseSchema,
      isAuthAttempt: true,
    },
  );
  if (!result.data) return { error: result.error, status: result.status };
  http.clearCache();
  queryClient.setQueryData(SESSION_QUERY_KEY, result.data.data);
  return { data: { user: result.data.data, redirectPath: result.data.redirectPath }, status: result.status };
}
