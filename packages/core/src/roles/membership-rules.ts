import { type CompanyRole, getEffectiveRole, getRoleRank, isCompanyRole, type PolicyActor } from './role.ts';

/** A membership change: the member's new role, or 'removed' when they leave the company. */
export type MembershipTarget = CompanyRole | 'removed';

/**
 * Why a membership change is refused. The server turns these into its own error codes
 * (e.g. a 409 for LAST_OWNER, a 403 for the others).
 */
export type MembershipRuleError =
  | 'LAST_OWNER'
  | 'ROLE_ABOVE_OWN'
  | 'TARGET_ABOVE_OWN'
  | 'ROLE_NOT_ASSIGNABLE';

export type MembershipRuleResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: MembershipRuleError };

const OK: MembershipRuleResult = { ok: true };

export type OwnerChange = {
  /** Owners of the company right now, the target included. */
  readonly currentOwnerCount: number;
  readonly targetCurrentRole: string | undefined;
  readonly targetNewRole: MembershipTarget;
};

/**
 * Refuses to remove or demote the last owner: a company without an owner could no longer
 * manage its subscriptions, payment methods or SSO.
 */
export function checkOwnerChange({
  currentOwnerCount,
  targetCurrentRole,
  targetNewRole,
}: OwnerChange): MembershipRuleResult {
  const isLosingOwner = targetCurrentRole === 'owner' && targetNewRole !== 'owner';
  return isLosingOwner && currentOwnerCount <= 1 ? { ok: false, code: 'LAST_OWNER' } : OK;
}

export type RoleGrant = {
  readonly actor: PolicyActor;
  /** The member's role before the change; undefined for someone being invited. */
  readonly targetCurrentRole?: string | undefined;
  readonly targetNewRole: MembershipTarget;
};

/**
 * Refuses to give a role above the actor's own (an admin cannot make an owner; an owner can),
 * and to change or remove a member who ranks above the actor (an admin cannot demote an owner),
 * since either would let someone reach rights they do not have. Whether the actor may manage
 * members at all is `can(actor, 'manageCompanyUsers')`, checked separately.
 */
export function checkRoleGrant({ actor, targetCurrentRole, targetNewRole }: RoleGrant): MembershipRuleResult {
  // Callers may pass stored strings; sitewide-admin is a platform flag and never a membership.
  if (targetNewRole !== 'removed' && !isCompanyRole(targetNewRole))
    return { ok: false, code: 'ROLE_NOT_ASSIGNABLE' };
  const actorRank = getRoleRank(getEffectiveRole(actor));
  if (getRoleRank(targetCurrentRole) > actorRank) return { ok: false, code: 'TARGET_ABOVE_OWN' };
  if (targetNewRole !== 'removed' && getRoleRank(targetNewRole) > actorRank) {
    return { ok: false, code: 'ROLE_ABOVE_OWN' };
  }
  return OK;
}
