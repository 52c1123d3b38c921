import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { resolveApiKeyActor } from '../modules/api-keys/authenticate-api-key.ts';
import { findSessionActor } from '../modules/auth/queries.ts';
import {
  createSessionCache,
  SESSION_CACHE_TTL_MS,
  type SessionCache,
} from '../modules/auth/session-cache.ts';
import { CSRF_HEADER, SESSION_COOKIE } from '../modules/auth/session-cookies.ts';
import { hashToken, isSameSecret } from '../modules/auth/tokens.ts';
import {
  INVITE_TOKEN_HEADER_NAME,
  resolveInviteAccess,
} from '../modules/calculator-invites/invite-access.ts';
import { AppError } from './app-error.ts';
import './actor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is behind a session, kept briefly; emptied by every write to sessions, users, memberships, companies. */
    sessionCache: SessionCache;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The public API: API keys only, no cookies. */
const PUBLIC_API_PREFIX = '/1.0/';

function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // "null" or garbage: not our page
  }
}

/**
 * Resolves `request.actor` from the session cookie, and refuses forged cross-site writes: any
 * mutating call from another origin, and any mutating session call without the CSRF header that
 * matches the session (double submit, bound to the session on the server). The public API (`/1.0/`)
 * instead takes only `Authorization: Bearer <API key>`; a bearer header anywhere else is ignored.
 */
export function registerAuthentication(app: FastifyInstance, db: Database): void {
  const sessionCache = createSessionCache(
    app.database.identityWrites,
    app.database.kind === 'server' ? SESSION_CACHE_TTL_MS.sharedDatabase : SESSION_CACHE_TTL_MS.singleProcess,
  );
  app.decorate('sessionCache', sessionCache);
  app.decorateRequest('actor', undefined);
  app.decorateRequest('invite', undefined);
  app.addHook('onRequest', async (request) => {
    // Decided by the matched route, not the raw URL, so no path spelling can slip a key onto /api.
    if (request.routeOptions.url?.startsWith(PUBLIC_API_PREFIX)) {
      // Cookies are not read here, so a forged cross-site call carries no authority: no CSRF check.
      request.actor = await resolveApiKeyActor(db, request.headers.authorization);
      if (!request.actor && request.routeOptions.config.policy?.kind !== 'public') {
        throw new AppError(
          'UNAUTHENTICATED',
          'This API needs a key: send "Authorization: Bearer <API key>".',
        );
      }
      return;
    }
    if (request.routeOptions.config.policy?.kind === 'invite') {
      // The public form of an invite link: the `X-Invite-Token` header is the only authority and no cookie
      // is read. The header is not ambient (another site's page cannot make a browser add it without a CORS
      // preflight, which this server never grants), so there is nothing to forge and no CSRF check.
      if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) {
        throw new AppError('CSRF_REJECTED', 'Cross-site requests are not accepted.');
      }
      request.invite = await resolveInviteAccess(db, request.headers[INVITE_TOKEN_HEADER_NAME], request.ip);
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    request.actor = token
      ? await sessionCache.actors.resolve(hashToken(token), () => findSessionActor(db, token))
      : undefined;

    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request)) throw new AppError('CSRF_REJECTED', 'Cross-site requests are not accepted.');
    const session = request.actor?.session;
    if (!session) return;
    const header = request.headers[CSRF_HEADER];
    if (typeof header !== 'string' || !isSameSecret(header, session.csrfToken)) {
      throw new AppError('CSRF_REJECTED', 'The CSRF token is missing or does not match the session.');
    }
  });
}
