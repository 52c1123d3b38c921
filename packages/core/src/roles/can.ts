import { CAPABILITY_MINIMUM_ROLES, isCapability } from './capabilities.ts';
import {
  isNamedPermission,
  isNamedPermissionConditionMet,
  NAMED_PERMISSION_CAPABILITIES,
  type Permission,
  type PermissionResources,
} from './named-permissions.ts';
import { getEffectiveRole, hasRoleAtLeast, type PolicyActor, type Role } from './role.ts';

/** The resource argument a permission takes: required where the rule needs context, absent otherwise. */
export type ResourceArgument<P extends Permission> = P extends keyof PermissionResources
  ? [resource: PermissionResources[P]]
  : [resource?: undefined];

/** Returns the minimum role of a capability or named permission. */
export function getMinimumRole(permission: Permission): Role {
  const capability = isNamedPermission(permission) ? NAMED_PERMISSION_CAPABILITIES[permission] : permission;
  return CAPABILITY_MINIMUM_ROLES[capability];
}

/**
 * Tells whether an actor may do something: the role check of section 6 plus, for the named
 * permissions, their condition on the resource (frozen instances, group view). Pure: the server
 * enforces with it and the SPA hides controls with it. Unknown roles and permissions fail.
 *
 * @example can({ role: 'editor' }, 'calculatorInstanceInvites', { isGroup: false }) // true
 */
export function can<P extends Permission>(
  actor: PolicyActor,
  permission: P,
  ...[resource]: ResourceArgument<P>
): boolean {
  // Route policies hand over plain strings, so an id outside the union must fail rather than throw.
  if (!isCapability(permission) && !isNamedPermission(permission)) return false;
  if (!hasRoleAtLeast(getEffectiveRole(actor), getMinimumRole(permission))) return false;
  return isNamedPermission(permission) ? isNamedPermissionConditionMet(permission, resource) : true;
}
