import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthorizationChecks } from './oidc-client.ts';

/** Holds one sign-in between leaving for the provider and coming back. */
export const SSO_FLOW_COOKIE = 'sso_flow';
/** Long enough to type a password and pass a second factor at the provider, short enough to not linger. */
export const SSO_FLOW_MAX_AGE_SECONDS = 600;

export type SsoFlow = AuthorizationChecks & {
  companyId: string;
  redirectPath: string | null;
  startedAt: number;
};

const flowSchema = z.object({
  codeVerifier: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  companyId: z.string().min(1),
  redirectPath: z.string().nullable(),
  startedAt: z.number(),
});

/**
 * Keeps the flow in a signed httpOnly cookie rather than a table: nothing to clean up, and the
 * flow is tied to the browser that started it. SameSite=Lax still sends it on the provider's
 * top-level redirect back to us.
 */
export function setFlowCookie(reply: FastifyReply, flow: SsoFlow, isSecure: boolean): void {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url');
  reply.setCookie(SSO_FLOW_COOKIE, value, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    path: '/',
    maxAge: SSO_FLOW_MAX_AGE_SECONDS,
  });
}

/** Single use: whatever the outcome of a callback, the flow it belonged to is over. */
export function clearFlowCookie(reply: FastifyReply, isSecure: boolean): void {
  reply.clearCookie(SSO_FLOW_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure, path: '/' });
}

/** The flow of this browser, if its cookie is present, untampered and not older than the limit. */
export function readFlowCookie(request: FastifyRequest, now = Date.now()): SsoFlow | undefined {
  const raw = request.cookies[SSO_FLOW_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    const parsed = flowSchema.safeParse(
      JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return undefined;
    const isExpired = now - parsed.data.startedAt > SSO_FLOW_MAX_AGE_SECONDS * 1000;
    return isExpired ? undefined : parsed.data;
  } catch {
    return undefined;
  }
}
