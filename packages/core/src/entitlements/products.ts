import { CONTAINER_TYPES, type ContainerType } from '../contracts/container-types.ts';

/**
 * The product areas a company can be entitled to (spec sections 1 and 3). The calculator is entitled
 * per form type (container type); every other product as a whole.
 */
export const PRODUCTS = [
  'calculator',
  'climateSprint',
  'surveys',
  'workforce',
  'employees',
  'climateAnalytics',
  'events',
  'assessments',
] as const;
export type Product = (typeof PRODUCTS)[number];

/**
 * The products this version has modules for: only these are sold (plans page, subscribe pages,
 * checkout); the others are listed as coming in a later version. Add a product when its pages ship.
 */
export const PRODUCTS_ON_SALE: readonly Product[] = [
  'calculator',
  'workforce',
  'climateAnalytics',
  'assessments',
];

export function isProductOnSale(product: string): boolean {
  return (PRODUCTS_ON_SALE as readonly string[]).includes(product);
}

/** Form types the calculator subscription is split by: the container types. */
export const CALCULATOR_FORM_TYPES: readonly ContainerType[] = CONTAINER_TYPES;

/** Products a trial query flag opens for the session (spec section 4, "Trial"). */
export const TRIAL_PRODUCTS: readonly Product[] = ['workforce', 'events'];

/**
 * Billing modes of an installation: `off` includes everything and shows no prices; `stripe` entitles
 * from the company's stored subscriptions.
 */
export const BILLING_MODES = ['off', 'stripe'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** How a subscription is paid: `included` is used when billing is off. */
export const COLLECTION_METHODS = ['included', 'charge_automatically', 'send_invoice'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];
