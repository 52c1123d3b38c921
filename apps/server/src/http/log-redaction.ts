import type { FastifyRequest } from 'fastify';

/**
 * Paths that carry a mailed secret in the URL (invitation, reset, deletion and setup links). The
 * token part is replaced before the URL reaches the log.
 */
const TOKEN_PATHS = [
  /^(\/api\/auth\/invitations\/)[^/?]+/,
  /^(\/api\/auth\/account\/deletion\/)[^/?]+/,
  /^(\/api\/sso\/setup\/)[^/?]+/,
  /^(\/register\/[^/]+\/)[^/?]+/,
  /^(\/password\/reset\/)[^/?]+/,
  /^(\/accounts\/delete\/)[^/?]+/,
  /^(\/sso-setup\/)[^/?]+/,
  /^(\/calculator\/form\/invite\/)[^/?]+/,
  /^(\/api\/forms\/)[^/?]+/,
  /^(\/forms\/)[^/?]+/,
];
const TOKEN_QUERY = /([?&](?:token|code|state)=)[^&]+/g;

/** Replaces secrets in a URL with `[redacted]`. */
export function redactUrl(url: string): string {
  let redacted = url.replace(TOKEN_QUERY, '$1[redacted]');
  for (const pattern of TOKEN_PATHS) redacted = redacted.replace(pattern, '$1[redacted]');
  return redacted;
}

/** What a request looks like in the log: no secrets from the URL, no cookies, no credentials. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
