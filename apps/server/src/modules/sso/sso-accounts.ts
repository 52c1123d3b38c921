import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, ssoIdentities, users } from '../../db/schema/identity.ts';
import { AppError } from '../../http/app-error.ts';
import type { ProviderIdentity } from './oidc-client.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;

function pickNames(identity: ProviderIdentity, email: string): { nameFirst: string; nameLast: string } {
  const [first = '', ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  return {
    nameFirst: identity.givenName ?? (first || email.slice(0, email.indexOf('@'))),
    nameLast: identity.familyName ?? rest.join(' '),
  };
}

function pickLanguage(identity: ProviderIdentity, acceptLanguage: string | undefined): string {
  const preferred = identity.locale ?? acceptLanguage ?? '';
  return preferred.toLowerCase().startsWith('de') ? 'de' : 'en';
}

async function findUser(
  tx: Transaction,
  column: 'id' | 'email',
  value: string,
): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(column === 'id' ? users.id : users.email, value));
  return user;
}

/**
 * An existing account is linked only when it already belongs to this company or to none. An
 * account of other companies would otherwise be handed to whichever provider claimed its domain,
 * and through company switching that provider would reach those companies too.
 */
async function checkLinkable(tx: Transaction, user: UserRow, companyId: string): Promise<void> {
  const rows = await tx
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.userId, user.id));
  if (rows.length === 0 || rows.some((row) => row.companyId === companyId)) return;
  throw new AppError(
    'CONFLICT',
    'An account with this email already belongs to another company. Please sign in with your password.',
  );
}

async function createUser(tx: Transaction, input: LinkInput): Promise<UserRow> {
  const [created] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: null,
      ...pickNames(input.identity, input.email),
      language: pickLanguage(input.identity, input.acceptLanguage),
    })
    .onConflictDoNothing()
    .returning();
  // Lost a race with a parallel first sign-in: the other one created the account.
  const user = created ?? (await findUser(tx, 'email', input.email));
  if (!user) throw new AppError('INTERNAL', 'The account could not be created.');
  return user;
}

type LinkInput = {
  issuer: string;
  identity: ProviderIdentity;
  email: string;
  companyId: string;
  defaultRole: string;
  acceptLanguage: string | undefined;
};

/**
 * The account behind a provider identity, in one transaction: the linked one, else the account
 * with the same email (then linked), else a new account without a password. The person becomes
 * a member with the default role on their first sign-in; an existing role is kept.
 */
export async function linkSsoAccount(
  db: Database,
  input: LinkInput,
): Promise<{ userId: string; role: string }> {
  return db.transaction(async (tx) => {
    const [identityRow] = await tx
      .select({ userId: ssoIdentities.userId })
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.issuer, input.issuer), eq(ssoIdentities.subject, input.identity.subject)));
    let user = identityRow ? await findUser(tx, 'id', identityRow.userId) : undefined;
    if (!user) {
      const existing = await findUser(tx, 'email', input.email);
      if (existing) await checkLinkable(tx, existing, input.companyId);
      user = existing ?? (await createUser(tx, input));
      await tx
        .insert(ssoIdentities)
        .values({ issuer: input.issuer, subject: input.identity.subject, userId: user.id })
        .onConflictDoNothing();
    }
    if (user.isSitewideAdmin) {
      throw new AppError('FORBIDDEN', 'Platform administrators sign in with their password.');
    }
    await tx
      .insert(memberships)
      .values({ companyId: input.companyId, userId: user.id, role: input.defaultRole })
      .onConflictDoNothing();
    const [membership] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.companyId, input.companyId), eq(memberships.userId, user.id)));
    if (!membership) throw new AppError('INTERNAL', 'The membership could not be created.');
    return { userId: user.id, role: membership.role };
  });
}
