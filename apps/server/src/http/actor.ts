/** Who is making a request, resolved from the session cookie (or, for /1.0, an API key). */
export type Actor = {
  userId: string;
  /** The company the request acts for: from the session or the key, never from the body. */
  companyId: string;
  /** The role in that company; sitewide admins act as 'sitewide-admin'. */
  role: string;
  isSitewideAdmin: boolean;
  via: 'session' | 'apiKey';
  /** Session requests only. */
  session?: { tokenHash: string; csrfToken: string };
  /** API-key requests only: the key's id (records written through the public API can name it). */
  apiKeyId?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | undefined;
  }
}
