import {
  type CompanyCustomPlan,
  type CustomPlan,
  type CustomPlanPreview,
  type CustomPlanPrice,
  describeCustomPlanTerm,
  isCurrencyCode,
  PRODUCTS,
  type Product,
} from '@carbon-ledger/core';
import type { CustomPlanRow, ListedCustomPlan } from './queries.ts';

const isProduct = (value: string): value is Product => (PRODUCTS as readonly string[]).includes(value);

/** The licence part every view shows: what, how many seats, for how long. */
export function presentCustomPlanPreview(row: CustomPlanRow): CustomPlanPreview {
  return {
    code: row.code,
    name: row.name,
    products: row.products.filter(isProduct),
    formTypes: row.formTypes,
    seats: row.seats,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}

function presentPrice(row: CustomPlanRow): CustomPlanPrice | null {
  if (row.priceAmount === null || !row.priceCurrency || !isCurrencyCode(row.priceCurrency)) return null;
  return { amount: Number(row.priceAmount), currency: row.priceCurrency };
}

/** A plan as operators list it. */
export function presentCustomPlan(listed: ListedCustomPlan, now: Date): CustomPlan {
  const { plan } = listed;
  return {
    _id: plan.id,
    ...presentCustomPlanPreview(plan),
    price: presentPrice(plan),
    invoicedSeparately: plan.invoicedSeparately,
    note: plan.note,
    state: plan.withdrawnAt ? 'withdrawn' : plan.attachedAt ? 'attached' : 'available',
    termState: describeCustomPlanTerm(plan, now),
    createdBy: listed.createdByEmail,
    createdAt: plan.createdAt.toISOString(),
    attachedTo:
      plan.attachedAt && plan.companyId
        ? { company: plan.companyId, brand: listed.brand ?? '', attachedAt: plan.attachedAt.toISOString() }
        : null,
    withdrawnAt: plan.withdrawnAt?.toISOString() ?? null,
  };
}

/** A plan as the company it is attached to sees it on Settings → Solutions. */
export function presentCompanyCustomPlan(row: CustomPlanRow, now: Date): CompanyCustomPlan {
  return {
    ...presentCustomPlanPreview(row),
    price: presentPrice(row),
    invoicedSeparately: row.invoicedSeparately,
    note: row.note,
    termState: describeCustomPlanTerm(row, now),
    isWithdrawn: row.withdrawnAt !== null,
    attachedAt: (row.attachedAt ?? row.createdAt).toISOString(),
  };
}
