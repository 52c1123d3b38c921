import {
  type AccountDeletionPreview,
  accountDeletionPreviewSchema,
  accountUserResponseSchema,
  okResponseSchema,
  type SessionUser,
} from '@carbon-ledger/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import type { ApiResult } from '../../api/http-client.ts';
import { SESSION_QUERY_KEY } from '../auth/session-api.ts';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export const requestPasswordReset = (email: string) =>
  http.post('/api/auth/password/reset', { email }, { schema: okResponseSchema });

/** Sets a new password with a mailed token. */
export const confirmPasswordReset = (body: { token: string; password1: string; password2: string }) =>
  http.post('/api/auth/password/reset/confirm', body, { schema: okResponseSchema });

/** Changes the signed-in user's password (other sessions end). */
export const changePassword = (body: { currentPassword: string; password1: string; password2: string }) =>
  http.post('/api/auth/password/change', body, { schema: okResponseSchema });

/** Mails a confirmation link to a new address. */
export const requestEmailChange = (body: { newEmail: string; password: string }) =>
  http.post('/api/auth/email/change', body, { schema: okResponseSchema });

/** Mails the link that confirms an account deletion. */
export const requestAccountDeletion = (password: string) =>
  http.post('/api/auth/account/deletion-request', { password }, { schema: okResponseSchema });

/** Deletes the account of a mailed link. */
export const deleteAccount = (token: string) =>
  http.post('/api/auth/account/delete', { token }, { schema: okResponseSchema });

/** Keeps the session query in step with an answer that carries the updated user. */
async function updateSessionUser(
  queryClient: QueryClient,
  request: Promise<ApiResult<{ data: SessionUser }>>,
): Promise<ApiResult<SessionUser>> {
  const result = await request;
  if (!result.data) return { error: result.error, status: result.status };
  queryClient.setQueryData(SESSION_QUERY_KEY, result.data.data);
  return { data: result.data.data, status: result.status };
}

/** Saves name and language. */
export const saveProfile = (
  queryClient: QueryClient,
  body: { nameFirst: string; nameLast: string; language: string },
) =>
  updateSessionUser(queryClient, http.put('/api/auth/account', body, { schema: accountUserResponseSchema }));

/** Switches to the new email address with the mailed token. */
export const confirmEmailChange = (queryClient: QueryClient, token: string) =>
  updateSessionUser(
    queryClient,
    http.post('/api/auth/email/confirm', { token }, { schema: accountUserResponseSchema }),
  );

/** The browser's session ended on the server (reset, deletion): forget it here too. */
export function forgetSession(queryClient: QueryClient): void {
  http.clearCache();
  queryClient.clear();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

/** What the mailed deletion link would do; null when the link is invalid or expired. */
export function useDeletionPreview(token: string) {
  return useQuery({
    queryKey: ['account', 'deletion', token],
    retry: false,
    staleTime: 0,
    queryFn: async (): Promise<AccountDeletionPreview | null> => {
      const result = await http.get('/api/auth/account/deletion/:token', {
        params: { token },
        schema: accountDeletionPreviewSchema,
      });
      if (result.data) return result.data;
      if (result.error?.status === 400) return null;
      throw new Error(result.error?.message ?? 'The server could not be reached.');
    },
  });
}
