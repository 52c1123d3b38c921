import type { CompanyMember, PendingInvitation } from '@carbon-ledger/core';
import type { listMembers, listPendingInvitations } from './queries.ts';

type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];
type InvitationRow = Awaited<ReturnType<typeof listPendingInvitations>>[number];

/** A member as the users-and-roles page shows it. */
export function presentMember(row: MemberRow): CompanyMember {
  return {
    _id: row.id,
    email: row.email,
    nameFirst: row.nameFirst,
    nameLast: row.nameLast,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A pending invitation; its id is the token's hash, never the token itself. */
export function presentInvitation(row: InvitationRow): PendingInvitation {
  const payload = row.payload as { role?: string };
  return {
    _id: row.tokenHash,
    email: row.email,
    role: payload.role ?? 'viewer',
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
