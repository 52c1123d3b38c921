import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authTokens } from '../../db/schema/identity.ts';
import { createTestApp } from '../../test/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp.ts';
import { hashToken } from '../auth/tokens.ts';

export type AccountTestKit = { app: FastifyInstance; smtp: TestSmtpServer; close: () => Promise<void> };

/** The app sending its mail to a real SMTP server on loopback, as in production. */
export async function startAccountTestKit(): Promise<AccountTestKit> {
  const smtp = await startTestSmtpServer();
  const testApp = await createTestApp({ smtpUrl: smtp.url });
  return {
    app: testApp.app,
    smtp,
    close: async () => {
      await testApp.close();
      await smtp.close();
    },
  };
}

/** The token at the end of a mailed link (path segment or `?token=`). */
export function readTokenFromLink(link: string): string {
  const url = new URL(link);
  const token = url.searchParams.get('token') ?? url.pathname.split('/').pop();
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Lets a mailed token run out, as if its hour had passed. */
export async function expireToken(app: FastifyInstance, token: string): Promise<void> {
  await app.database.db
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(authTokens.tokenHash, hashToken(token)));
}

/** Waits a little to show that a mail does NOT arrive. */
export function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
