import { randomBytes, randomInt } from 'node:crypto';
import { resolveTxt } from 'node:dns/promises';
import { getEmailDomain } from '@carbon-ledger/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ssoConfigs } from '../../db/schema/identity.ts';
import { AppError, RateLimitedError } from '../../http/app-error.ts';
import { reserveAttempt, toRetryAfterSeconds } from '../auth/attempt-reservation.ts';
import { hashToken, isSameSecret } from '../auth/tokens.ts';
import { findSsoConfig, isEmailDomainClaimedElsewhere, type SsoConfigRow } from './queries.ts';

/** The TXT record that proves a domain: at `_carbon-ledger.<domain>`, the value `carbon-ledger-domain=<challenge>`. */
export const DOMAIN_TXT_LABEL = '_carbon-ledger';
export const DOMAIN_TXT_PREFIX = 'carbon-ledger-domain=';
/** A mailed code counts this long… */
export const DOMAIN_CODE_LIFETIME_MS = 30 * 60 * 1000;
/** …and may be guessed this many times in 15 minutes (8 digits: a guess in 20 million). */
const MAX_CODE_TRIES = 5;
/** At most this many codes are mailed per company an hour (no mail bombing through the settings). */
const MAX_CODE_MAILS = 5;

/** Looks up the TXT records of a name; a resolver of its own in tests. */
export type TxtResolver = (name: string) => Promise<string[][]>;
export const resolveTxtRecords: TxtResolver = (name) => resolveTxt(name);

/** A fresh challenge for a newly claimed domain. */
export function createDomainChallenge(): string {
  return randomBytes(16).toString('hex');
}

/** The record to publish, as the settings page shows it. */
export function describeDomainTxtRecord(row: Pick<SsoConfigRow, 'emailDomain' | 'domainChallenge'>) {
  return {
    name: `${DOMAIN_TXT_LABEL}.${row.emailDomain}`,
    value: `${DOMAIN_TXT_PREFIX}${row.domainChallenge}`,
  };
}

async function requireSettings(db: Database, companyId: string): Promise<SsoConfigRow> {
  const row = await findSsoConfig(db, companyId);
  if (!row) throw new AppError('NOT_FOUND', 'Save the single sign-on settings first.');
  return row;
}

/** Records the proof, unless another company proved the same domain first (the claim stays one company's). */
async function markDomainVerified(db: Database, row: SsoConfigRow, now: Date): Promise<SsoConfigRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sso-domain:${row.emailDomain}`}))`);
    if (await isEmailDomainClaimedElsewhere(tx, row.emailDomain, row.companyId)) {
      throw new AppError('CONFLICT', 'Another company already proved this email domain.', [
        { path: 'emailDomain', message: 'validation.sso.emailDomainTaken' },
      ]);
    }
    const [updated] = await tx
      .update(ssoConfigs)
      .set({ domainVerifiedAt: now, domainCodeHash: null, domainCodeExpiresAt: null })
      .where(eq(ssoConfigs.companyId, row.companyId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'Save the single sign-on settings first.');
    return updated;
  });
}

/** Proves the domain by its DNS TXT record; answers 400 naming `domainProof` while the record is missing. */
export async function verifyDomainByDns(
  db: Database,
  companyId: string,
  resolve: TxtResolver,
  now = new Date(),
): Promise<SsoConfigRow> {
  const row = await requireSettings(db, companyId);
  if (row.domainVerifiedAt) return row;
  const record = describeDomainTxtRecord(row);
  const values = await resolve(record.name).catch(() => [] as string[][]);
  // A TXT record may be split into several strings; they are one value.
  if (!values.some((parts) => parts.join('') === record.value)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `No TXT record ${record.name} with the value ${record.value} was found.`,
      [{ path: 'domainProof', message: 'validation.sso.domainRecordMissing' }],
    );
  }
  return markDomainVerified(db, row, now);
}

/**
 * Mails a code to an address at the claimed domain: whoever reads it there controls the domain's mail.
 * Answers the mail to send.
 */
export async function createDomainCode(
  db: Database,
  input: { companyId: string; email: string },
  now = new Date(),
): Promise<{ to: string; code: string; domain: string; validMinutes: number }> {
  const row = await requireSettings(db, input.companyId);
  if (getEmailDomain(input.email) !== row.emailDomain) {
    throw new AppError('VALIDATION_FAILED', `The address must be at ${row.emailDomain}.`, [
      { path: 'email', message: 'validation.sso.emailNotAtDomain' },
    ]);
  }
  const lockedUntil = await reserveAttempt(
    db,
    [{ key: `sso-domain-mail:${input.companyId}`, limit: MAX_CODE_MAILS }],
    { windowMs: 60 * 60 * 1000, lockMs: 60 * 60 * 1000 },
    now,
  );
  if (lockedUntil) {
    throw new RateLimitedError(
      'Too many codes were sent. Please try again later.',
      toRetryAfterSeconds(lockedUntil, now),
    );
  }
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
  await db
    .update(ssoConfigs)
    .set({
      domainCodeHash: hashToken(code),
      domainCodeExpiresAt: new Date(now.getTime() + DOMAIN_CODE_LIFETIME_MS),
    })
    .where(eq(ssoConfigs.companyId, input.companyId));
  return { to: input.email, code, domain: row.emailDomain, validMinutes: DOMAIN_CODE_LIFETIME_MS / 60_000 };
}

/** Proves the domain with the mailed code; a few wrong codes lock the company's tries for a while. */
export async function verifyDomainByCode(
  db: Database,
  input: { companyId: string; code: string },
  now = new Date(),
): Promise<SsoConfigRow> {
  const lockedUntil = await reserveAttempt(
    db,
    [{ key: `sso-domain-code:${input.companyId}`, limit: MAX_CODE_TRIES }],
    { windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 },
    now,
  );
  if (lockedUntil) {
    throw new RateLimitedError(
      'Too many wrong codes. Please try again later.',
      toRetryAfterSeconds(lockedUntil, now),
    );
  }
  const row = await requireSettings(db, input.companyId);
  const isLive = row.domainCodeHash && row.domainCodeExpiresAt && row.domainCodeExpiresAt > now;
  if (!isLive || !isSameSecret(hashToken(input.code.trim()), row.domainCodeHash ?? '')) {
    throw new AppError('VALIDATION_FAILED', 'The code is wrong or has expired.', [
      { path: 'code', message: 'validation.sso.domainCodeWrong' },
    ]);
  }
  return markDomainVerified(db, row, now);
}
