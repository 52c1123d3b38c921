/**
 * The products of the solutions catalogue, in its order (spec section 1); 'Events & Stays Usage' is
 * billed with Events & Stays and not listed on its own. Titles are `plans.products.<id>`.
 */
export const CATALOGUE_PRODUCTS = [
  'assessments',
  'calculator',
  'workforce',
  'climateAnalytics',
  'events',
  'employees',
  'surveys',
] as const;
