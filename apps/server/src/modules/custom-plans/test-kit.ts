import type { CreateCustomPlanInput } from '@carbon-ledger/core';

/** A valid new plan for the operators' route; the term covers the year around 2026 so it is current in tests. */
export function buildPlanInput(overrides: Partial<CreateCustomPlanInput> = {}): CreateCustomPlanInput {
  const year = new Date().getUTCFullYear();
  return {
    code: `PLAN-${Math.random().toString(36).slice(2, 10)}`,
    name: 'Enterprise licence',
    products: ['calculator', 'climateAnalytics'],
    formTypes: ['company', 'product'],
    seats: 25,
    startsOn: `${year - 1}-01-01`,
    endsOn: `${year + 1}-12-31`,
    price: { amount: 12000.5, currency: 'EUR' },
    invoicedSeparately: false,
    note: 'Includes the onboarding workshop.',
    ...overrides,
  };
}
