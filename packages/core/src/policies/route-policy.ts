import type { Capability } from '../roles/capabilities.ts';
import type { Role } from '../roles/role.ts';

/**
 * What a route requires before its handler runs. Every route declares one, even public ones,
 * so that forgetting a check is a test failure and not a data leak. Conditions that depend on the
 * data (a frozen instance, a group) are checked by the service with `can`.
 */
export type RoutePolicy =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'role'; readonly minRole: Role }
  | { readonly kind: 'capability'; readonly capability: Capability }
  /** Only with the token of a live calculator invite (`X-Invite-Token`); no session is read. */
  | { readonly kind: 'invite' };

export const PUBLIC_POLICY: RoutePolicy = { kind: 'public' };
export const SIGNED_IN_POLICY: RoutePolicy = { kind: 'signedIn' };
/** The calls the public form of an invite link makes, with the link's token instead of a session. */
export const INVITE_TOKEN_POLICY: RoutePolicy = { kind: 'invite' };

/** A route open to whoever holds the capability's minimum role (spec section 6). */
export function requireCapability(capability: Capability): RoutePolicy {
  return { kind: 'capability', capability };
}
