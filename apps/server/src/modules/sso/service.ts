import type { SsoConfigForm } from '@carbon-ledger/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ssoConfigs } from '../../db/schema/identity.ts';
import { AppError } from '../../http/app-error.ts';
import type { GuardedFetch } from '../../outgoing/guarded-fetch.ts';
import { AUTH_TOKEN_LIFETIME_MS, consumeAuthToken, createAuthToken } from '../auth/auth-tokens.ts';
import { createDomainChallenge } from './domain-proof.ts';
import { discoverProvider, readIssuer } from './oidc-client.ts';
import { findSsoConfig, isEmailDomainClaimedElsewhere, type SsoConfigRow } from './queries.ts';
import type { SecretBox } from './secret-box.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DOMAIN_TAKEN = () =>
  new AppError('CONFLICT', 'Another company already uses this email domain for single sign-on.', [
    { path: 'emailDomain', message: 'validation.sso.emailDomainTaken' },
  ]);

/** The secret to use: the one just entered, else the stored one; a first save must bring one. */
function resolveClientSecret(
  box: SecretBox,
  companyId: string,
  entered: string | undefined,
  existing: SsoConfigRow | undefined,
): string {
  if (entered) return entered;
  try {
    if (existing) return box.open(existing.clientSecretEncrypted, companyId);
  } catch {
    // The session secret changed since it was stored: the old secret is unreadable, ask again.
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid body: clientSecret: validation.required', [
    { path: 'clientSecret', message: 'validation.required' },
  ]);
}

/**
 * Saves a company's single sign-on settings after checking them: the email domain must be free
 * and the issuer must answer OpenID Connect discovery. The secret is stored encrypted. With
 * `setupToken`, the link is used up in the same transaction, so a failure leaves it usable.
 */
export async function saveSsoConfig(
  db: Database,
  box: SecretBox,
  input: { companyId: string; form: SsoConfigForm; setupToken?: string; guardedFetch: GuardedFetch },
  now = new Date(),
): Promise<SsoConfigRow> {
  const { companyId, form } = input;
  const existing = await findSsoConfig(db, companyId);
  const clientSecret = resolveClientSecret(box, companyId, form.clientSecret, existing);
  if (await isEmailDomainClaimedElsewhere(db, form.emailDomain, companyId)) throw DOMAIN_TAKEN();

  let issuer: string;
  try {
    issuer = readIssuer(
      await discoverProvider(
        { issuer: form.issuer, clientId: form.clientId, clientSecret },
        input.guardedFetch,
      ),
    );
  } catch {
    // One answer for every cause (refused address, closed port, timeout, bad document): the reason
    // would tell the caller what listens where behind this server.
    throw new AppError('VALIDATION_FAILED', `The issuer ${form.issuer} could not be discovered.`, [
      { path: 'issuer', message: 'validation.sso.issuerUnreachable' },
    ]);
  }

  // A new domain must be proven again: the proof was for the old one.
  const isSameDomain = existing?.emailDomain === form.emailDomain;
  const proof = isSameDomain
    ? {}
    : {
        domainChallenge: createDomainChallenge(),
        domainVerifiedAt: null,
        domainCodeHash: null,
        domainCodeExpiresAt: null,
      };
  const values = {
    ...proof,
    companyId,
    issuer,
    clientId: form.clientId,
    clientSecretEncrypted: box.seal(clientSecret, companyId),
    emailDomain: form.emailDomain,
    defaultRole: form.defaultRole,
    isEnabled: form.isEnabled,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    if (input.setupToken) await useUpSetupToken(tx, input.setupToken, now);
    // Two companies saving the same domain at once: the lock makes the second see the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sso-domain:${form.emailDomain}`}))`);
    if (await isEmailDomainClaimedElsewhere(tx, form.emailDomain, companyId)) throw DOMAIN_TAKEN();
    const [row] = await tx
      .insert(ssoConfigs)
      .values(values)
      .onConflictDoUpdate({ target: ssoConfigs.companyId, set: values })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The single sign-on settings could not be saved.');
    return row;
  });
}

async function useUpSetupToken(tx: Transaction, token: string, now: Date): Promise<void> {
  const used = await consumeAuthToken(tx, 'sso-setup', token, now);
  if (!used) throw setupLinkNotFound();
}

/** The answer for a setup link that is unknown, used or expired: the same for all three. */
export function setupLinkNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This setup link is invalid, has expired or was already used.');
}

/** Removes the company's settings; people who signed in through it keep their accounts. */
export async function removeSsoConfig(db: Database, companyId: string): Promise<void> {
  const removed = await db
    .delete(ssoConfigs)
    .where(eq(ssoConfigs.companyId, companyId))
    .returning({ companyId: ssoConfigs.companyId });
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'Single sign-on is not set up for this company.');
}

/** A single-use link that lets someone without an account fill in the settings once. */
export async function createSsoSetupLink(
  db: Database,
  input: { companyId: string; userId: string; email: string; publicUrl: string },
  now = new Date(),
): Promise<{ url: string; expiresAt: Date }> {
  const token = await createAuthToken(
    db,
    { kind: 'sso-setup', email: input.email, userId: input.userId, companyId: input.companyId },
    now,
  );
  return {
    url: `${input.publicUrl}/sso-setup/${token}`,
    expiresAt: new Date(now.getTime() + AUTH_TOKEN_LIFETIME_MS['sso-setup']),
  };
}
