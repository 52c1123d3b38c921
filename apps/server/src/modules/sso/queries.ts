import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, ssoConfigs } from '../../db/schema/identity.ts';

export type SsoConfigRow = typeof ssoConfigs.$inferSelect;

/** The company's single sign-on settings, if any. */
export async function findSsoConfig(db: Database, companyId: string): Promise<SsoConfigRow | undefined> {
  const [row] = await db.select().from(ssoConfigs).where(eq(ssoConfigs.companyId, companyId));
  return row;
}

/**
 * The enabled settings that sign in people of an email domain, once the company proved the domain is
 * its own (a proven domain belongs to one company only).
 */
export async function findEnabledSsoConfigByDomain(
  db: Database,
  emailDomain: string,
): Promise<SsoConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(ssoConfigs)
    .where(
      and(
        eq(ssoConfigs.emailDomain, emailDomain),
        eq(ssoConfigs.isEnabled, true),
        isNotNull(ssoConfigs.domainVerifiedAt),
      ),
    );
  return row;
}

/**
 * Whether another company proved this domain (enabled or not: the proof stands). An unproven claim
 * blocks nobody, so no one can squat a domain they do not control.
 */
export async function isEmailDomainClaimedElsewhere(
  db: Pick<Database, 'select'>,
  emailDomain: string,
  companyId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ companyId: ssoConfigs.companyId })
    .from(ssoConfigs)
    .where(
      and(
        eq(ssoConfigs.emailDomain, emailDomain),
        ne(ssoConfigs.companyId, companyId),
        isNotNull(ssoConfigs.domainVerifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The brand shown on the public setup page. */
export async function findCompanyBrand(db: Database, companyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ brand: companies.brand })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.brand;
}
