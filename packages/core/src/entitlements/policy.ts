import type { ContainerType } from '../contracts/container-types.ts';
import {
  type BillingMode,
  CALCULATOR_FORM_TYPES,
  PRODUCTS,
  type Product,
  TRIAL_PRODUCTS,
} from './products.ts';
import type { Subscription, Subscriptions } from './subscriptions.ts';
import { isTrialRunning, type Trials } from './trials.ts';

export type EntitlementContext = {
  readonly billingMode: BillingMode;
  readonly subscriptions: Subscriptions;
  /**
   * The company's trials as the server recorded them (spec section 4, "Trial"): a trial product is open
   * from its start until its end.
   */
  readonly trials?: Trials;
  /** The moment to decide for (an invoice pending until its due date still entitles); default now. */
  readonly now?: Date;
};

/** What to check: a product, or the calculator for one form type. */
export type EntitlementQuery =
  | { readonly product: Exclude<Product, 'calculator'> }
  | { readonly product: 'calculator'; readonly formType: ContainerType };

export type EntitlementReason =
  | 'billing-off'
  | 'paid'
  | 'invoice-pending'
  | 'trial'
  | 'no-subscription'
  | 'unpaid'
  | 'none-left';

export type EntitlementDecision = { readonly isAllowed: boolean; readonly reason: EntitlementReason };

const allow = (reason: EntitlementReason): EntitlementDecision => ({ isAllowed: true, reason });
const deny = (reason: EntitlementReason): EntitlementDecision => ({ isAllowed: false, reason });

/**
 * A period billed by invoice that is not paid yet but not due either: the product stays open while the
 * 'Invoice pending' banner counts down the days (spec section 4); once the due date passes it closes.
 */
function isInvoicePending(subscription: Subscription, now: Date): boolean {
  if (subscription.isPastDue) return false;
  if (subscription.collectionMethod !== 'send_invoice' || !subscription.invoiceDueAt) return false;
  return Date.parse(subscription.invoiceDueAt) > now.getTime();
}

function byPayment(subscription: Subscription | undefined, now: Date): EntitlementDecision {
  if (!subscription) return deny('no-subscription');
  if (subscription.hasPaidCurrentPeriodInvoice) return allow('paid');
  return isInvoicePending(subscription, now) ? allow('invoice-pending') : deny('unpaid');
}

/** Assessments need a paid subscription (spec section 2): a pending invoice does not open them. */
function byPaidPeriod(subscription: Subscription | undefined): EntitlementDecision {
  if (!subscription) return deny('no-subscription');
  return subscription.hasPaidCurrentPeriodInvoice ? allow('paid') : deny('unpaid');
}

/**
 * May this company use the product now? With billing off everything is included. A trial the server
 * recorded opens workforce and events until it ends. Otherwise the current period must be paid, or billed
 * by an invoice not yet due and not past due (assessments: paid only); the calculator per form type,
 * climate sprints and surveys also need one left, and employees need a plan. A Stripe subscription id
 * alone opens nothing: a period past due is closed until it is paid, for every product.
 */
export function decideEntitlement(context: EntitlementContext, query: EntitlementQuery): EntitlementDecision {
  if (context.billingMode === 'off') return allow('billing-off');
  const { subscriptions } = context;
  const now = context.now ?? new Date();
  if (TRIAL_PRODUCTS.includes(query.product) && isTrialRunning(context.trials, query.product, now))
    return allow('trial');
  switch (query.product) {
    case 'calculator': {
      const calculator = subscriptions.calculator;
      if (!calculator) return deny('no-subscription');
      const formType = calculator.formTypeSubscriptions[query.formType];
      if (!formType) return deny('no-subscription');
      if (formType.hasPaidCurrentPeriodInvoice) return allow('paid');
      return isInvoicePending(calculator, now) ? allow('invoice-pending') : deny('unpaid');
    }
    case 'climateSprint': {
      const decision = byPayment(subscriptions.climateSprint, now);
      if (decision.isAllowed && subscriptions.climateSprint?.totalClimateSprints === 0)
        return deny('none-left');
      return decision;
    }
    case 'surveys': {
      const decision = byPayment(subscriptions.surveys, now);
      if (decision.isAllowed && subscriptions.surveys?.totalSurveys === 0) return deny('none-left');
      return decision;
    }
    case 'workforce':
      return byPayment(subscriptions.workforce, now);
    case 'employees': {
      const employees = subscriptions.employees;
      if (employees && !employees.plan) return deny('no-subscription');
      return byPayment(employees, now);
    }
    case 'climateAnalytics':
    case 'events':
      return byPayment(subscriptions[query.product], now);
    case 'assessments':
      return byPaidPeriod(subscriptions.assessments);
  }
}

/** Shorthand of `decideEntitlement(...).isAllowed`. */
export function isEntitled(context: EntitlementContext, query: EntitlementQuery): boolean {
  return decideEntitlement(context, query).isAllowed;
}

const INCLUDED: Subscription = {
  collectionMethod: 'included',
  invoiceDueAt: null,
  hasPaidCurrentPeriodInvoice: true,
};

/**
 * The session user's `subscriptions` when billing is off: every product included and paid, so guards
 * written against the subscription shape pass too.
 */
export function includedSubscriptions(): Subscriptions {
  return {
    calculator: {
      ...INCLUDED,
      formTypeSubscriptions: Object.fromEntries(
        CALCULATOR_FORM_TYPES.map((type) => [type, { hasPaidCurrentPeriodInvoice: true }]),
      ),
    },
    climateSprint: { ...INCLUDED, totalClimateSprints: Number.MAX_SAFE_INTEGER },
    surveys: { ...INCLUDED, totalSurveys: Number.MAX_SAFE_INTEGER },
    workforce: { ...INCLUDED, stripeSubscriptionId: null },
    employees: { ...INCLUDED, plan: 'included' },
    climateAnalytics: INCLUDED,
    events: { ...INCLUDED, hasUsageCharge: false },
    assessments: INCLUDED,
  };
}

/** Each non-calculator product's decision, and the calculator's per form type: what the web shows. */
export function listEntitlements(context: EntitlementContext): {
  products: Record<Exclude<Product, 'calculator'>, boolean>;
  calculatorFormTypes: Record<string, boolean>;
} {
  const products = Object.fromEntries(
    PRODUCTS.filter((product) => product !== 'calculator').map((product) => [
      product,
      isEntitled(context, { product } as EntitlementQuery),
    ]),
  ) as Record<Exclude<Product, 'calculator'>, boolean>;
  const calculatorFormTypes = Object.fromEntries(
    CALCULATOR_FORM_TYPES.map((formType) => [
      formType,
      isEntitled(context, { product: 'calculator', formType }),
    ]),
  );
  return { products, calculatorFormTypes };
}

/**
 * The payment banner of spec section 4: for a subscription paid by invoice, with a due date and the
 * current period unpaid, the whole days to the due date (rounded, never below 0); otherwise null.
 */
export function daysUntilInvoiceDue(subscription: Subscription | undefined, now: Date): number | null {
  if (subscription?.collectionMethod !== 'send_invoice') return null;
  if (!subscription.invoiceDueAt || subscription.hasPaidCurrentPeriodInvoice) return null;
  const days = Math.round((Date.parse(subscription.invoiceDueAt) - now.getTime()) / 86_400_000);
  return Math.max(0, days);
}
