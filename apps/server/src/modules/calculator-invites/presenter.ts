import type { CalculatorInvite, InviteItem, NotificationItem, PublicInvite } from '@carbon-ledger/core';
import type { InviteRow } from './queries.ts';

/** An invite for the editors of its instance: never the token, in any form. */
export function presentInvite(row: InviteRow, items: InviteItem[]): CalculatorInvite {
  return {
    _id: row.id,
    instance: row.instanceId,
    email: row.email,
    name: row.name,
    kind: row.kind === 'supplier' ? 'supplier' : 'colleague',
    message: row.message,
    items,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** One entry of the inviter's Assignments. */
export function presentNotification(
  row: InviteRow,
  instance: { id: string; containerName: string; year: string },
  publicLink: string,
  items: InviteItem[],
): NotificationItem {
  return {
    invite: { _id: row.id, updatedAt: row.updatedAt.toISOString(), email: row.email, name: row.name },
    instance: { _id: instance.id, container: { name: instance.containerName }, year: instance.year },
    publicLink,
    isUnread: row.lastInputAt !== null && (row.inviterSeenAt === null || row.lastInputAt > row.inviterSeenAt),
    statuses: items.map((item) => ({ title: item.title, deadline: item.deadline, status: item.status })),
  };
}

/** The invite as its public form shows it. */
export function presentPublicInvite(row: InviteRow, companyName: string, items: InviteItem[]): PublicInvite {
  return {
    _id: row.id,
    instance: row.instanceId,
    updatedAt: row.updatedAt.toISOString(),
    name: row.name,
    companyName,
    items,
  };
}
