import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies, memberships, users } from '../db/schema/identity.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

export const DEMO_BRAND = 'Demo Manufacturing';
export const DEMO_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export const DEMO_PASSWORD_DEFAULT = 'Demo-Footprint-2025';

/** The demo account of a role: owner@demo.carbon-ledger.test and so on. */
export const demoEmail = (role: string) => `${role}@demo.carbon-ledger.test`;

/**
 * Creates (or completes) the demo company with one user per role. Safe to run again: existing
 * users keep their data; their password is reset to the given one so the printed one works.
 */
export async function createDemoData(
  db: Database,
  password: string,
): Promise<{ companyId: string; emails: string[] }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(companies).where(eq(companies.brand, DEMO_BRAND));
    const company =
      existing ??
      (
        await tx
          .insert(companies)
          .values({
            company: `${DEMO_BRAND} GmbH`,
            brand: DEMO_BRAND,
            address: 'Industriestraße 12',
            city: 'Stuttgart',
            zip: '70565',
            country: 'DE',
            currency: 'EUR',
          })
          .returning()
      )[0];
    if (!company) throw new Error('The demo company could not be created.');
    const emails: string[] = [];
    for (const role of DEMO_ROLES) {
      const email = demoEmail(role);
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, nameFirst: role[0]?.toUpperCase() + role.slice(1), nameLast: 'Demo' })
        .onConflictDoUpdate({ target: users.email, set: { passwordHash } })
        .returning({ id: users.id });
      if (!user) throw new Error(`The demo ${role} could not be created.`);
      await tx
        .insert(memberships)
        .values({ companyId: company.id, userId: user.id, role })
        .onConflictDoUpdate({ target: [memberships.companyId, memberships.userId], set: { role } });
      emails.push(email);
    }
    return { companyId: company.id, emails };
  });
}
