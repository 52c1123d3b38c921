import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { TEST_PASSWORD } from './factories.ts';

export type SignedInClient = {
  cookies: Record<string, string>;
  csrfToken: string;
  /** Sends a request with the session cookies and, for writes, the CSRF header. */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

/** Reads the cookies a response sets. */
export function readSetCookies(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** Signs in through the real login route and returns a client that carries the session. */
export async function signInAs(
  app: FastifyInstance,
  email: string,
  options: { password?: string; company?: string } = {},
): Promise<SignedInClient> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: options.password ?? TEST_PASSWORD, company: options.company },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookies = readSetCookies(response);
  const csrfToken = cookies.csrf_token ?? '';
  return {
    cookies,
    csrfToken,
    inject: (request) =>
      app.inject({
        ...request,
        cookies: { ...cookies, ...(request.cookies ?? {}) },
        headers: { 'x-csrf-token': csrfToken, ...(request.headers ?? {}) },
      }),
  };
}
