import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../modules/auth/session-cookies.ts';
import { isSameSecret } from '../modules/auth/tokens.ts';

function isOwnHost(request: FastifyRequest, address: string): boolean {
  try {
    return new URL(address).host === request.host;
  } catch {
    return false; // "null" or garbage: not our page
  }
}

/**
 * Whether a request provably comes from the app's own pages, for the few state-changing GETs the API
 * keeps (sign-out). Browsers say so in `Sec-Fetch-Site`; without it, `Origin` or `Referer` must name
 * this host. The app's client also echoes the session's CSRF token, which no other site can read.
 * A request that shows none of these (an image tag with no referrer, say) is not trusted.
 */
export function isFromOwnOrigin(request: FastifyRequest): boolean {
  const csrf = request.headers[CSRF_HEADER];
  const session = request.actor?.session;
  if (session && typeof csrf === 'string' && isSameSecret(csrf, session.csrfToken)) return true;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'same-origin';
  const { origin, referer } = request.headers;
  if (origin) return isOwnHost(request, origin);
  if (referer) return isOwnHost(request, referer);
  return false;
}
