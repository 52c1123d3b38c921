import {
  applyCustomPlans,
  includedSubscriptions,
  PRODUCTS,
  type Product,
  type Subscriptions,
  subscriptionsSchema,
} from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import type { BillingConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { companySubscriptions } from '../../db/schema/billing.ts';
import { listCompanyCustomPlanGrants } from '../custom-plans/queries.ts';

const isProduct = (value: string): value is Product => (PRODUCTS as readonly string[]).includes(value);

/**
 * The `subscriptions` a company's session shows. With billing off every product is included and paid.
 * In stripe mode only the company's stored subscriptions count; a row that does not make a valid
 * subscription of its product (unknown product, missing detail) entitles nothing. The company's custom plans
 * in force then include their products (`applyCustomPlans`), so every gate reading the session sees them.
 */
export async function loadCompanySubscriptions(
  db: Database,
  billing: Pick<BillingConfig, 'mode'>,
  companyId: string,
): Promise<Subscriptions> {
  if (billing.mode === 'off') return includedSubscriptions();
  const [rows, grants] = await Promise.all([
    db.select().from(companySubscriptions).where(eq(companySubscriptions.companyId, companyId)),
    listCompanyCustomPlanGrants(db, companyId),
  ]);
  const subscriptions: Record<string, unknown> = {};
  for (const row of rows) {
    if (!isProduct(row.product)) continue;
    const details = typeof row.details === 'object' && row.details !== null ? row.details : {};
    const candidate = {
      ...details,
      collectionMethod: row.collectionMethod,
      invoiceDueAt: row.invoiceDueAt?.toISOString() ?? null,
      hasPaidCurrentPeriodInvoice: row.hasPaidCurrentPeriodInvoice,
      // Closed until paid, whatever the due date says (docs/billing.md).
      ...(row.paymentStatus === 'past_due' ? { isPastDue: true } : {}),
      ...(row.product === 'workforce' ? { stripeSubscriptionId: row.stripeSubscriptionId } : {}),
    };
    const parsed = subscriptionsSchema.shape[row.product].safeParse(candidate);
    if (parsed.success && parsed.data) subscriptions[row.product] = parsed.data;
  }
  return applyCustomPlans(
    subscriptionsSchema.parse(subscriptions),
    grants.map((grant) => ({
      products: grant.products.filter(isProduct),
      formTypes: grant.formTypes,
      startsOn: grant.startsOn,
      endsOn: grant.endsOn,
      isWithdrawn: grant.withdrawnAt !== null,
    })),
    new Date(),
  );
}
