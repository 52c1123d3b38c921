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

/** The products this version has pages for, and where they open; the others come in a later version. */
export const MODULE_PATHS: Partial<Record<(typeof CATALOGUE_PRODUCTS)[number], string>> = {
  assessments: '/dashboard/assessments',
  calculator: '/dashboard/calculator',
  workforce: '/dashboard/workforce',
  climateAnalytics: '/dashboard/insights',
};
