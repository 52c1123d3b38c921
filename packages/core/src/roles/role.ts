/** Roles, highest first (spec section 6). The order is the rank: a requirement is met by that role or any above it. */
export const ROLES = ['sitewide-admin', 'owner', 'admin', 'editor', 'viewer'] as const;

export type Role = (typeof ROLES)[number];

/** Roles a company can give its members; sitewide-admin is a platform flag, not a membership. */
export const COMPANY_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;

export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * Who is asking. `role` is the company role as stored (any string, possibly missing);
 * `isSitewideAdmin` is the platform operator's flag and outranks every company role.
 */
export type PolicyActor = {
  readonly role: string | undefined;
  readonly isSitewideAdmin?: boolean;
};

/** Tells whether a value is one of the known roles; matching is exact, so 'Admin' is unknown. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Tells whether a value is a role a company member can hold. */
export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value);
}

/**
 * Returns a role's rank, higher is stronger: viewer 0 … sitewide-admin 4.
 * Unknown or missing roles rank -1 so that they never meet a requirement.
 */
export function getRoleRank(role: string | undefined): number {
  return isRole(role) ? ROLES.length - 1 - ROLES.indexOf(role) : -1;
}

/** Passes when the role ranks at or above the required one; an unknown or missing role fails. */
export function hasRoleAtLeast(role: string | undefined, required: Role): boolean {
  return isRole(role) && getRoleRank(role) >= getRoleRank(required);
}

/** Returns the role an actor acts with: the platform flag wins over the company role. */
export function getEffectiveRole(actor: PolicyActor): string | undefined {
  return actor.isSitewideAdmin === true ? 'sitewide-admin' : actor.role;
}
