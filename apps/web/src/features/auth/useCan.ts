import {
  type Capability,
  can,
  getEffectiveRole,
  getMinimumRole,
  hasRoleAtLeast,
  type Permission,
} from '@carbon-ledger/core';
import { useSession } from './session-api.ts';

/** Permissions that need no resource to decide: capabilities and the role-only named permissions. */
export type PagePermission = Capability | 'pageSettingsSolutions' | 'calculatorInstanceEngageTab';

/** Whether the signed-in user's role in the active company allows something (spec section 6). */
export function useCan(permission: PagePermission): boolean {
  const { data: user } = useSession();
  if (!user) return false;
  return can({ role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin }, permission);
}

/**
 * Whether the user's role reaches a permission's minimum role, leaving the permission's condition on a
 * resource (a frozen year, a group view) to the page that has the resource.
 */
export function useHasRoleFor(permission: Permission): boolean {
  const { data: user } = useSession();
  if (!user) return false;
  const role = getEffectiveRole({
    role: user.companyRelationship.role,
    isSitewideAdmin: user.isSitewideAdmin,
  });
  return hasRoleAtLeast(role, getMinimumRole(permission));
}
