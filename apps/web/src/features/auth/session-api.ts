import {
  type AssociatedCompanies,
  associatedCompaniesResponseSchema,
  loginResponseSchema,
  registrationAnswerSchema,
  registrationConfirmedSchema,
  type SessionUser,
  sessionUserSchema,
} from '@carbon-ledger/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import type { ApiResult } from '../../api/http-client.ts';

export const SESSION_QUERY_KEY = ['session'] as const;
export const COMPANIES_QUERY_KEY = ['session', 'companies'] as const;

/** The signed-in user, or null when nobody is signed in. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const result = await http.get('/api/auth/whoami', { schema: sessionUserSchema });
  if (result.data) return result.data;
  if (result.error?.status === 401 || result.error?.status === 403) return null;
  throw new Error(result.error?.message ?? 'The session could not be checked.');
}

/** The session, fetched once at the first navigation and shared by every guard and menu. */
export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser, staleTime: 5 * 60 * 1000 });
}

/** The user's other companies for the swap list. */
export function useAssociatedCompanies(isEnabled: boolean) {
  return useQuery({
    queryKey: COMPANIES_QUERY_KEY,
    enabled: isEnabled,
    queryFn: async (): Promise<AssociatedCompanies['companies']> =>
      (await http.get('/api/auth/companies', { schema: associatedCompaniesResponseSchema })).data
        ?.companies ?? [],
  });
}

export type Credentials = { email: string; password: string; company?: string | undefined };

/** Signs in; on success the session query holds the user. */
export async function signIn(
  queryClient: QueryClient,
  credentials: Credentials,
): Promise<ApiResult<SessionUser>> {
  const result = await http.post('/api/auth/login', credentials, {
    schema: loginResponseSchema,
    isAuthAttempt: true,
  });
  if (result.data) {
    http.clearCache();
    queryClient.setQueryData(SESSION_QUERY_KEY, result.data.data);
    return { data: result.data.data, status: result.status };
  }
  return { error: result.error, status: result.status };
}

/** Signs out and forgets everything cached for the user. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await http.get('/api/auth/logout');
  http.clearCache();
  queryClient.clear();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

/** Moves the session to another company of the user; true on status 200. */
export async function switchCompany(company: string): Promise<boolean> {
  const result = await http.post('/api/auth/switch-company', { company });
  return result.status === 200;
}

export type RegistrationResult =
  /** Signed in: the installation's first account is created at once. */
  | { user: SessionUser }
  /** A confirmation link went to this address; nothing exists until it is opened. */
  | { confirmationSentTo: string };

/** Registers an account with its own company: signs in at once, or asks to confirm the address. */
export async function registerCompanyAccount(
  queryClient: QueryClient,
  form: unknown,
): Promise<ApiResult<RegistrationResult>> {
  const result = await http.post('/api/auth/register', form, {
    schema: registrationAnswerSchema,
    isAuthAttempt: true,
  });
  if (!result.data) return { error: result.error, status: result.status };
  if ('confirmationSentTo' in result.data) {
    return { data: { confirmationSentTo: result.data.confirmationSentTo }, status: result.status };
  }
  http.clearCache();
  queryClient.setQueryData(SESSION_QUERY_KEY, result.data.data);
  return { data: { user: result.data.data }, status: result.status };
}

/**
 * Opens the account of a registration with the token of its mailed link, and signs in; answers the
 * user and the code of the custom plan the registration attached, if any.
 */
export async function confirmRegistration(
  queryClient: QueryClient,
  token: string,
): Promise<ApiResult<{ user: SessionUser; attachedCustomPlanCode?: string | undefined }>> {
  const result = await http.post(
    '/api/auth/register/confirm',
    { token },
    { schema: registrationConfirmedSchema, isAuthAttempt: true },
  );
  if (result.data) {
    http.clearCache();
    queryClient.setQueryData(SESSION_QUERY_KEY, result.data.data);
    return {
      data: { user: result.data.data, attachedCustomPlanCode: result.data.attachedCustomPlanCode },
      status: result.status,
    };
  }
  return { error: result.error, status: result.status };
}
