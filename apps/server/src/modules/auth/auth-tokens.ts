import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authTokens } from '../../db/schema/identity.ts';
import { createRandomToken, hashToken } from './tokens.ts';

export type AuthTokenKind =
  | 'password-reset'
  | 'email-change'
  | 'account-deletion'
  | 'invitation'
  /** A link an owner hands to their IT admin to fill in the single sign-on settings once. */
  | 'sso-setup';

/** How long each kind of mailed link works. */
export const AUTH_TOKEN_LIFETIME_MS: Record<AuthTokenKind, number> = {
  'password-reset': 60 * 60 * 1000,
  'email-change': 60 * 60 * 1000,
  'account-deletion': 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
  'sso-setup': 3 * 24 * 60 * 60 * 1000,
};

export type AuthTokenRow = typeof authTokens.$inferSelect;

/** Creates a single-use token; only its hash is stored, the raw token goes into the mailed link. */
export async function createAuthToken(
  db: Pick<Database, 'insert'>,
  input: {
    kind: AuthTokenKind;
    email: string;
    userId?: string;
    companyId?: string;
    payload?: Record<string, unknown>;
  },
  now = new Date(),
): Promise<string> {
  const token = createRandomToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    kind: input.kind,
    email: input.email,
    userId: input.userId ?? null,
    companyId: input.companyId ?? null,
    payload: input.payload ?? {},
    expiresAt: new Date(now.getTime() + AUTH_TOKEN_LIFETIME_MS[input.kind]),
  });
  return token;
}

/** Reads a token without using it up (to show what an invitation is for). */
export async function findValidAuthToken(
  db: Database,
  kind: AuthTokenKind,
  token: string,
  now = new Date(),
): Promise<AuthTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Uses a token up, atomically: of two concurrent requests with the same token only one gets the
 * row. Call it inside the transaction that does the work, so a failure leaves the token unused.
 */
export async function consumeAuthToken(
  db: Pick<Database, 'update'>,
  kind: AuthTokenKind,
  token: string,
  now = new Date(),
): Promise<AuthTokenRow | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Withdraws the open tokens of a kind for a user (a newer reset link replaces older ones). */
export async function revokeOpenAuthTokens(
  db: Database,
  kind: AuthTokenKind,
  userId: string,
  now = new Date(),
) {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.kind, kind), eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
}
