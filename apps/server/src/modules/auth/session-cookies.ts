import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'session';
/** Readable by the SPA, which echoes it in the X-CSRF-Token header (double submit). */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

/** Sets the session cookie (httpOnly) and the CSRF cookie (readable) after sign-in. */
export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; csrfToken: string; expiresAt: Date },
  isSecure: boolean,
): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecure, expires: session.expiresAt };
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false });
}

/** Removes both cookies (sign-out, expired session). */
export function clearSessionCookies(reply: FastifyReply, isSecure: boolean): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecure };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, common);
}
