import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { findSessionActor } from '../modules/auth/queries.ts';
import { CSRF_HEADER, SESSION_COOKIE } from '../modules/auth/session-cookies.ts';
import { isSameSecret } from '../modules/auth/tokens.ts';
import { AppError } from './app-error.ts';
import './actor.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * matches the session (double submit, bound to the session on the server).
 */
export function registerAuthentication(app: FastifyInstance, db: Database): void {
  app.decorateRequest('actor', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.actor = token ? await findSessionActor(db, token) : undefined;

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
