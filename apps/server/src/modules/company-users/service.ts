import { type CompanyRole, checkOwnerChange, checkRoleGrant } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { authTokens, memberships } from '../../db/schema/identity.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { AUTH_TOKEN_LIFETIME_MS, createAuthToken } from '../auth/auth-tokens.ts';
import { findCompany, findUserByEmail, findUserById } from '../auth/queries.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderInvitationMail } from '../mail/templates.ts';
import { assertMembershipRule } from './membership-errors.ts';
import { countOwners, findMember } from './queries.ts';

const policyActor = (actor: Actor) => ({ role: actor.role, isSitewideAdmin: actor.isSitewideAdmin });

/**
 * Invites someone by email to the actor's company with a role no higher than the actor's own, and
 * mails the registration link. A newer invitation to the same address replaces older ones.
 */
export async function inviteMember(
  db: Database,
  deps: { mailer: Mailer; config: AppConfig },
  actor: Actor,
  input: { email: string; role: CompanyRole; language: 'en' | 'de' },
) {
  assertMembershipRule(checkRoleGrant({ actor: policyActor(actor), targetNewRole: input.role }));
  const existing = await findUserByEmail(db, input.email);
  if (existing && (await findMember(db, actor.companyId, existing.id))) {
    throw new AppError('CONFLICT', 'This person is already a member of the company.', [
      { path: 'email', message: 'validation.email.member' },
    ]);
  }
  const [company, inviter] = await Promise.all([
    findCompany(db, actor.companyId),
    findUserById(db, actor.userId),
  ]);
  if (!company || !inviter) throw new AppError('NOT_FOUND', 'No such company.');

  const token = await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authTokens.companyId, actor.companyId),
          eq(authTokens.kind, 'invitation'),
          eq(authTokens.email, input.email),
        ),
      );
    return createAuthToken(tx, {
      kind: 'invitation',
      email: input.email,
      companyId: actor.companyId,
      payload: { role: input.role, invitedByUserId: actor.userId },
    });
  });
  const url = `${deps.config.publicUrl}/register/${actor.companyId}/${token}`;
  const mail = renderInvitationMail(input.language, {
    brand: company.brand,
    inviter: `${inviter.nameFirst} ${inviter.nameLast}`.trim() || inviter.email,
    url,
    validDays: Math.round(AUTH_TOKEN_LIFETIME_MS.invitation / 86_400_000),
  });
  await deps.mailer.send({ to: input.email, ...mail });
}

/** Withdraws a pending invitation of the actor's company (404 for anything else). */
export async function revokeInvitation(
  db: Database,
  actor: Actor,
  unverifiedInvitationId: string,
): Promise<void> {
  const ofThisCompany = and(
    eq(authTokens.tokenHash, unverifiedInvitationId),
    eq(authTokens.companyId, actor.companyId),
    eq(authTokens.kind, 'invitation'),
  );
  const [invitation] = await db.select({ payload: authTokens.payload }).from(authTokens).where(ofThisCompany);
  if (!invitation) throw new AppError('NOT_FOUND', 'No such invitation.');
  // The same rank rule as for sending it: an editor may not withdraw the invitation of a future owner.
  const invitedRole = (invitation.payload as { role?: unknown }).role;
  assertMembershipRule(
    checkRoleGrant({
      actor: policyActor(actor),
      targetCurrentRole: typeof invitedRole === 'string' ? invitedRole : 'owner',
      targetNewRole: 'removed',
    }),
  );
  await db.update(authTokens).set({ usedAt: new Date() }).where(ofThisCompany);
}

/**
 * Changes a member's role. Runs in a transaction that locks the company's memberships so two
 * admins demoting the last two owners at once cannot leave the company without one.
 */
export async function changeMemberRole(
  db: Database,
  actor: Actor,
  unverifiedUserId: string,
  role: CompanyRole,
) {
  await db.transaction(async (tx) => {
    await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.companyId, actor.companyId))
      .for('update');
    const member = await findMember(tx as unknown as Database, actor.companyId, unverifiedUserId);
    if (!member) throw new AppError('NOT_FOUND', 'No such member.');
    assertMembershipRule(
      checkRoleGrant({ actor: policyActor(actor), targetCurrentRole: member.role, targetNewRole: role }),
    );
    const ownerCount = await countOwners(tx, actor.companyId);
    assertMembershipRule(
      checkOwnerChange({
        currentOwnerCount: ownerCount,
        targetCurrentRole: member.role,
        targetNewRole: role,
      }),
    );
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.companyId, actor.companyId), eq(memberships.userId, member.userId)));
  });
}

/** Removes a member from the company (their account stays). Same locking as role changes. */
export async function removeMember(db: Database, actor: Actor, unverifiedUserId: string) {
  await db.transaction(async (tx) => {
    await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.companyId, actor.companyId))
      .for('update');
    const member = await findMember(tx as unknown as Database, actor.companyId, unverifiedUserId);
    if (!member) throw new AppError('NOT_FOUND', 'No such member.');
    assertMembershipRule(
      checkRoleGrant({ actor: policyActor(actor), targetCurrentRole: member.role, targetNewRole: 'removed' }),
    );
    const ownerCount = await countOwners(tx, actor.companyId);
    assertMembershipRule(
      checkOwnerChange({
        currentOwnerCount: ownerCount,
        targetCurrentRole: member.role,
        targetNewRole: 'removed',
      }),
    );
    await tx
      .delete(memberships)
      .where(and(eq(memberships.companyId, actor.companyId), eq(memberships.userId, member.userId)));
  });
}
