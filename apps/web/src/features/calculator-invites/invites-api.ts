import {
  type CalculatorInvite,
  type CreateInviteRequest,
  type EsgAssignment,
  esgAssignmentsResponseSchema,
  type InviteGrantKind,
  type InviteSetupResponse,
  inviteResponseSchema,
  inviteSetupResponseSchema,
  listInvitesResponseSchema,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsResponse,
  notificationCountResponseSchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
  type PublicInvite,
  publicInviteResponseSchema,
} from '@carbon-ledger/core';
import { http } from '../../api/client.ts';
import { unwrap } from '../calculator/api/calculator-api.ts';

type Lang = 'en' | 'de';
const BASE = '/api/company/calculator/invites';

/** Query keys of invites and Assignments. */
export const inviteKeys = {
  ofInstance: (instanceId: string, lang: Lang) => ['invites', 'instance', instanceId, lang] as const,
  notifications: (lang: Lang) => ['invites', 'notifications', lang] as const,
  count: () => ['invites', 'count'] as const,
  inviteForm: (token: string) => ['invite-form', token] as const,
  current: (token: string, lang: Lang) => ['invite-form', token, 'invite', lang] as const,
  inviteSetup: (token: string, lang: Lang) => ['invite-form', token, 'setup', lang] as const,
  esgAssignments: (instanceId: string, lang: Lang) =>
    ['invites', 'esg-assignments', instanceId, lang] as const,
};

export async function listInvites(instanceId: string, lang: Lang): Promise<CalculatorInvite[]> {
  return unwrap(
    await http.get(BASE, { query: { instance: instanceId, lang }, schema: listInvitesResponseSchema }),
  ).invites;
}

export async function createInvite(body: CreateInviteRequest): Promise<CalculatorInvite> {
  return unwrap(await http.post(BASE, body, { schema: inviteResponseSchema })).invite;
}

export async function revokeInvite(inviteId: string, lang: Lang): Promise<CalculatorInvite> {
  return unwrap(
    await http.post(
      `${BASE}/:id/revoke`,
      {},
      { params: { id: inviteId }, query: { lang }, schema: inviteResponseSchema },
    ),
  ).invite;
}

export async function resendInvite(inviteId: string, lang: Lang): Promise<CalculatorInvite> {
  return unwrap(
    await http.post(
      `${BASE}/:id/resend`,
      {},
      { params: { id: inviteId }, query: { lang }, schema: inviteResponseSchema },
    ),
  ).invite;
}

export async function fetchNotifications(skip: number, lang: Lang): Promise<NotificationsResponse> {
  return unwrap(
    await http.get('/api/company/users/notifications', {
      query: { limit: NOTIFICATIONS_PAGE_SIZE, skip, lang },
      schema: notificationsResponseSchema,
    }),
  );
}

export async function fetchNotificationCount(): Promise<number> {
  return unwrap(
    await http.get('/api/company/users/notifications/count', { schema: notificationCountResponseSchema }),
  ).numUnreadNotifications;
}

export async function markNotificationsRead(): Promise<void> {
  unwrap(
    await http.post('/api/company/users/notifications/read', {}, { schema: notificationsReadResponseSchema }),
  );
}

/** The public form's state: the token travels in the header set by the page (`setInviteToken`). */
export async function fetchInviteSetup(instanceIds: string[], lang: Lang): Promise<InviteSetupResponse> {
  return unwrap(
    await http.post(
      '/api/company/calculator/instances/setup',
      { instances: instanceIds, lang },
      { schema: inviteSetupResponseSchema },
    ),
  );
}

export async function markInviteItemDone(
  item: { kind: InviteGrantKind; id: string },
  isDone: boolean,
  lang: Lang,
): Promise<PublicInvite> {
  return unwrap(
    await http.post(
      '/api/company/calculator/invites/current/done',
      { ...item, isDone },
      { query: { lang }, schema: publicInviteResponseSchema },
    ),
  ).invite;
}

/** The invite the open link's token stands for (404 when revoked, replaced or unknown). */
export async function fetchCurrentInvite(lang: Lang): Promise<PublicInvite> {
  return unwrap(
    await http.get('/api/company/calculator/invites/current', {
      query: { lang },
      schema: publicInviteResponseSchema,
    }),
  ).invite;
}

/** The signed-in member's invites to an ESG year's disclosures (by their email). */
export async function fetchEsgAssignments(instanceId: string, lang: Lang): Promise<EsgAssignment[]> {
  return unwrap(
    await http.get('/api/company/esg/years/:id/assignments', {
      params: { id: instanceId },
      query: { lang },
      schema: esgAssignmentsResponseSchema,
    }),
  ).assignments;
}
