import type { ContainerType } from '../contracts/container-types.ts';
import { CALCULATOR_FORM_TYPES, type Product } from './products.ts';
import type { Subscription, Subscriptions } from './subscriptions.ts';

/** What of a custom plan attached to a company decides its entitlement. */
export type CustomPlanGrant = {
  readonly products: readonly Product[];
  /** The calculator form types, when `products` has the calculator (Forms). */
  readonly formTypes: readonly string[];
  /** First and last day of the term (ISO dates, inclusive, UTC). */
  readonly startsOn: string;
  readonly endsOn: string;
  readonly isWithdrawn: boolean;
};

export type CustomPlanTermState = 'upcoming' | 'current' | 'ended';

/** Where a term stands on `now`'s day (UTC): both its first and its last day count. */
export function describeCustomPlanTerm(
  term: { readonly startsOn: string; readonly endsOn: string },
  now: Date,
): CustomPlanTermState {
  const today = now.toISOString().slice(0, 10);
  if (today < term.startsOn) return 'upcoming';
  if (today > term.endsOn) return 'ended';
  return 'current';
}

/** A plan entitles while it is not withdrawn and today lies within its term. */
export function isCustomPlanInForce(plan: CustomPlanGrant, now: Date): boolean {
  return !plan.isWithdrawn && describeCustomPlanTerm(plan, now) === 'current';
}

const INCLUDED: Subscription = {
  collectionMethod: 'included',
  invoiceDueAt: null,
  hasPaidCurrentPeriodInvoice: true,
};

const isFormType = (value: string): value is ContainerType =>
  (CALCULATOR_FORM_TYPES as readonly string[]).includes(value);

/**
 * The session's `subscriptions` with the company's custom plans applied (billing `stripe`; with billing off
 * everything is included anyway). Each product of a plan in force is `included` and paid for the term,
 * whatever was stored for it; a stored calculator keeps its own form types and payment fields and gains
 * the plan's form types as paid. Plans withdrawn, not yet started or ended change nothing.
 */
export function applyCustomPlans(
  subscriptions: Subscriptions,
  plans: readonly CustomPlanGrant[],
  now: Date,
): Subscriptions {
  const result: Subscriptions = { ...subscriptions };
  for (const plan of plans) {
    if (!isCustomPlanInForce(plan, now)) continue;
    for (const product of plan.products) {
      switch (product) {
        case 'calculator': {
          const stored = result.calculator;
          const paidTypes = Object.fromEntries(
            plan.formTypes.filter(isFormType).map((type) => [type, { hasPaidCurrentPeriodInvoice: true }]),
          );
          result.calculator = stored
            ? { ...stored, formTypeSubscriptions: { ...stored.formTypeSubscriptions, ...paidTypes } }
            : { ...INCLUDED, formTypeSubscriptions: paidTypes };
          break;
        }
        case 'climateSprint':
          result.climateSprint = { ...INCLUDED, totalClimateSprints: Number.MAX_SAFE_INTEGER };
          break;
        case 'surveys':
          result.surveys = { ...INCLUDED, totalSurveys: Number.MAX_SAFE_INTEGER };
          break;
        case 'workforce':
          result.workforce = {
            ...INCLUDED,
            stripeSubscriptionId: result.workforce?.stripeSubscriptionId ?? null,
          };
          break;
        case 'employees':
          result.employees = { ...INCLUDED, plan: 'custom' };
          break;
        case 'events':
          result.events = { ...INCLUDED, hasUsageCharge: false };
          break;
        case 'climateAnalytics':
        case 'assessments':
          result[product] = { ...INCLUDED };
          break;
      }
    }
  }
  return result;
}
