import {
  type CompanyRole,
  type CompanySettings,
  type CompanyUsersResponse,
  companySettingsSchema,
  companyUsersResponseSchema,
  invitationDetailsSchema,
  loginResponseSchema,
} from '@carbon-ledger/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import { SESSION_QUERY_KEY } from '../auth/session-api.ts';

export const COMPANY_USERS_KEY = ['company', 'users'] as const;
export const COMPANY_SETTINGS_KEY = ['company', 'settings'] as const;

async function requireData<T>(promise: Promise<{ data?: T; error?: { message: string } }>): Promise<T> {
  const result = await promise;
  if (result.data === undefined) throw new Error(result.error?.message ?? 'The server could not be reached.');
  return result.data;
}

/** Members and pending invitations of the active company. */
export function useCompanyUsers() {
  return useQuery<CompanyUsersResponse>({
    queryKey: COMPANY_USERS_KEY,
    queryFn: () => requireData(http.get('/api/company/users', { schema: companyUsersResponseSchema })),
  });
}

/** The active company's details. */
export function useCompanySettings() {
  return useQuery<CompanySettings>({
    queryKey: COMPANY_SETTINGS_KEY,
    queryFn: () => requireData(http.get('/api/company/settings', { schema: companySettingsSchema })),
  });
}

export const inviteMember = (email: string, role: CompanyRole) =>
  http.post('/api/company/users/invite', { email, role });
export const revokeInvitation = (invitationId: string) =>
  http.delete('/api/company/users/invitations/:invitationId', { params: { invitationId } });
export const changeRole = (userId: string, role: CompanyRole) =>
  http.put('/api/company/users/:userId/role', { role }, { params: { userId } });
export const removeMember = (userId: string) =>
  http.delete('/api/company/users/:userId', { params: { userId } });
export const saveCompanySettings = (body: unknown) =>
  http.put('/api/company/settings', body, { schema: companySettingsSchema });

/** What an invitation link is for. */
export function useInvitation(token: string | undefined) {
  return useQuery({
    queryKey: ['invitation', token],
    enabled: Boolean(token),
    retry: false,
    queryFn: async () => {
      const result = await http.get('/api/auth/invitations/:token', {
        params: { token: token ?? '' },
        schema: invitationDetailsSchema,
      });
      if (result.data) return result.data;
      if (result.error?.status === 404) return null;
      throw new Error(result.error?.message ?? 'The server could not be reached.');
    },
  });
}

/** Accepts an invitation (new account or existing one) and signs in. */
export async function acceptInvitation(
  queryClient: QueryClient,
  path: '/api/company/users/register' | '/api/auth/invitations/accept',
  body: unknown,
) {
  const result = await http.post(path, body, { schema: loginResponseSchema, isAuthAttempt: true });
  if (result.data) {
    http.clearCache();
    queryClient.setQueryData(SESSION_QUERY_KEY, result.data.data);
  }
  return result;
}
