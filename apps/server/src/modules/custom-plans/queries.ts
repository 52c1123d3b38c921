import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customPlans } from '../../db/schema/custom-plans.ts';
import { companies, users } from '../../db/schema/identity.ts';
import type { Transaction } from '../auth/service.ts';

export type CustomPlanRow = typeof customPlans.$inferSelect;

/** Every custom plan with the email of its creator and the brand of its company, newest first (operators). */
export async function listCustomPlans(db: Database) {
  return db
    .select({ plan: customPlans, createdByEmail: users.email, brand: companies.brand })
    .from(customPlans)
    .leftJoin(users, eq(users.id, customPlans.createdBy))
    .leftJoin(companies, eq(companies.id, customPlans.companyId))
    .orderBy(desc(customPlans.createdAt), asc(customPlans.code));
}

export type ListedCustomPlan = Awaited<ReturnType<typeof listCustomPlans>>[number];

/** The plan with this code, whatever its case; `forUpdate` holds it until the transaction ends. */
export async function findCustomPlanByCode(
  db: Database | Transaction,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomPlanRow | undefined> {
  const query = db
    .select()
    .from(customPlans)
    .where(sql`lower(${customPlans.code}) = ${code.trim().toLowerCase()}`)
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The custom plans attached to a company, in the order of their terms. */
export async function listCompanyCustomPlans(db: Database, companyId: string): Promise<CustomPlanRow[]> {
  return db
    .select()
    .from(customPlans)
    .where(eq(customPlans.companyId, companyId))
    .orderBy(asc(customPlans.startsOn), asc(customPlans.code));
}

/** What of a company's plans decides its entitlements (attached ones only). */
export async function listCompanyCustomPlanGrants(db: Database, companyId: string) {
  return db
    .select({
      products: customPlans.products,
      formTypes: customPlans.formTypes,
      startsOn: customPlans.startsOn,
      endsOn: customPlans.endsOn,
      withdrawnAt: customPlans.withdrawnAt,
    })
    .from(customPlans)
    .where(sql`${eq(customPlans.companyId, companyId)} and ${isNotNull(customPlans.attachedAt)}`);
}
