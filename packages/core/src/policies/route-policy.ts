/**
 * What a route requires before its handler runs. Every route declares one, even public ones,
 * so that forgetting a check is a test failure and not a data leak.
 */
export type RoutePolicy =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'role'; readonly minRole: string }
  | { readonly kind: 'permission'; readonly permission: string };

export const PUBLIC_POLICY: RoutePolicy = { kind: 'public' };
