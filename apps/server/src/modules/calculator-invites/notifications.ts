import { getInstanceYearLabel, type NotificationsResponse } from '@carbon-ledger/core';
import type { Queryable } from '../calculator/queries.ts';
import { buildEsgFormLink, ESG_FORM_TYPE } from './esg-invites.ts';
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
      // An ESG year's invite is filled in on its form by a signed-in colleague: the link is that form.
      const link =
        row.formType === ESG_FORM_TYPE
          ? buildEsgFormLink(deps.publicUrl, row.invite.instanceId)
          : token
            ? buildInviteLink(deps.publicUrl, token)
            : '';
      return presentNotification(
        row.invite,
        { id: row.invite.instanceId, containerName: row.containerName, year: getInstanceYearLabel(row) },
        link,
        items.get(row.invite.id) ?? [],
      );
    }),
    pagination: { position: query.skip + page.rows.length, canLoadMore: page.canLoadMore },
  };
}
