import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { companies, memberships, users } from '../db/schema/identity.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

export const TEST_PASSWORD = 'Correct-Horse-9';
let cachedHash: Promise<string> | undefined;

const uniqueSuffix = () => randomBytes(4).toString('hex');

/** A company with plausible details. */
export async function buildCompany(db: Database, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const brand = overrides.brand ?? `Brand ${uniqueSuffix()}`;
  const [company] = await db
    .insert(companies)
    .values({
      company: `${brand} GmbH`,
      brand,
      address: 'Hauptstraße 1',
      city: 'Berlin',
      zip: '10115',
      country: 'DE',
      ...overrides,
    })
    .returning();
  if (!company) throw new Error('company not created');
  return company;
}

/** A user, optionally a member of a company with a role; the password is TEST_PASSWORD. */
export async function buildUser(
  db: Database,
  options: { email?: string; companyId?: string; role?: string; isSitewideAdmin?: boolean } = {},
) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${uniqueSuffix()}@example.org`,
      passwordHash: await cachedHash,
      nameFirst: 'Test',
      nameLast: 'User',
      isSitewideAdmin: options.isSitewideAdmin ?? false,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (options.companyId) {
    await db
      .insert(memberships)
      .values({ companyId: options.companyId, userId: user.id, role: options.role ?? 'viewer' });
  }
  return user;
}

/** Adds an existing user to a company. */
export async function addMembership(db: Database, userId: string, companyId: string, role: string) {
  await db.insert(memberships).values({ companyId, userId, role });
}
