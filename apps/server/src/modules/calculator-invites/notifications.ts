import { getInstanceYearLabel, type NotificationsResponse } from '@carbon-ledger/core';
import type { Queryable } from '../calculator/queries.ts';
import { loadInviteItems } from './invite-items.ts';
import { buildInviteLink, type InviteTokenCipher } from './invite-token.ts';
import { presentNotification } from './presenter.ts';
import { listCreatedInvites } from './queries.ts';

/**
 * The signed-in user's Assignments: the invites they created in the company, most recently updated
 * first, each with its project, year, statuses and the link to the public form.
 */
export async function listNotifications(
  db: Queryable,
  deps: { cipher: InviteTokenCipher; publicUrl: string },
  actor: { companyId: string; userId: string },
  query: { skip: number; limit: number; lang: 'en' | 'de' },
): Promise<NotificationsResponse> {
  const page = await listCreatedInvites(db, actor.companyId, actor.userId, query);
  const items = await loadInviteItems(
    db,
    actor.companyId,
    page.rows.map((row) => ({
      inviteId: row.invite.id,
      instanceId: row.invite.instanceId,
      containerId: row.containerId,
      formType: row.formType,
    })),
    query.lang,
  );
  return {
    invites: page.rows.map((row) => {
      const token = row.invite.revokedAt ? undefined : deps.cipher.decrypt(row.invite.tokenCiphertext);
      return presentNotification(
        row.invite,
        { id: row.invite.instanceId, containerName: row.containerName, year: getInstanceYearLabel(row) },
        token ? buildInviteLink(deps.publicUrl, token) : '',
        items.get(row.invite.id) ?? [],
      );
    }),
    pagination: { position: query.skip + page.rows.length, canLoadMore: page.canLoadMore },
  };
}
