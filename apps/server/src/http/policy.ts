import { can, hasRoleAtLeast, PUBLIC_POLICY, type RoutePolicy } from '@carbon-ledger/core';
import type { FastifyInstance } from 'fastify';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route requires. Every API route declares it; see `listRoutesWithoutPolicy`. */
    policy?: RoutePolicy;
  }
}

export type RegisteredRoute = { method: string; url: string; policy: RoutePolicy | undefined };

/** Paths whose every route must declare a policy itself. */
const GUARDED_PREFIXES = ['/api/', '/1.0/'];
/** Routes added by plugins we do not write: the API docs are public by design. */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

function isGuardedPath(url: string): boolean {
  return GUARDED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Records every route as it is registered and enforces its policy before the handler runs.
 * Session-based policies are decided by the identity module through `request.actor`.
 */
export function registerPolicies(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const declared = route.config?.policy;
    const isPluginRoute = PLUGIN_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix));
    const policy = declared ?? (isPluginRoute || !isGuardedPath(route.url) ? PUBLIC_POLICY : undefined);
    route.config = { ...route.config, policy };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, policy: declared ?? policy });
  });
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.policy;
    if (!request.routeOptions.url) return; // not found: answered by the not-found handler
    if (!policy) throw new AppError('INTERNAL', 'This route declares no access policy.');
    if (policy.kind === 'public') return;
    if (policy.kind === 'invite') {
      // Resolved (or refused with 404) by the authentication hook; a session never stands in for a token.
      if (!request.invite) throw new AppError('NOT_FOUND', 'This link is not valid (anymore).');
      return;
    }
    if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    if (!isAllowed(request.actor, policy)) {
      throw new AppError('FORBIDDEN', 'You do not have access. Please contact your admin.');
    }
  });
  return routes;
}

/** Whether a signed-in actor meets a route's declared policy. */
export function isAllowed(actor: Actor, policy: RoutePolicy): boolean {
  switch (policy.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'role':
      return hasRoleAtLeast(actor.isSitewideAdmin ? 'sitewide-admin' : actor.role, policy.minRole);
    case 'invite':
      return false;
    case 'capability':
      return can({ role: actor.role, isSitewideAdmin: actor.isSitewideAdmin }, policy.capability);
  }
}

/** The API routes that forgot to say who may call them. */
export function listRoutesWithoutPolicy(routes: RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((route) => isGuardedPath(route.url) && route.policy === undefined);
}
