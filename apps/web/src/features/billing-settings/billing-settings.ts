import {
  formatMoney as formatCoreMoney,
  formatDate,
  type PaymentSummary,
  type PlanChangePreview,
  type PricesResponse,
} from '@carbon-ledger/core';

type Language = 'en' | 'de';
export type CurrentPlan = PaymentSummary['subscriptions'][number];
type Plan = NonNullable<PricesResponse['subscriptions']['calculator']>[number];

/** An amount in its currency, in the page's language (`€1,200.00`, `1.200,00 €`). */
export function formatMoney(amount: number, currency: string, language: Language): string {
  return formatCoreMoney(amount, currency, language);
}

/**
 * A date of the billing pages through core's formatter, in the date locale of `useDateFormat` (en-GB
 * `31 Jan 2030`, de-DE `31.01.2030`), in UTC as Stripe counts periods.
 */
export function formatBillingDate(iso: string, dateLocale: string): string {
  return formatDate(iso, dateLocale, 'medium', 'UTC');
}

/** The plans a current plan can change to: the month and year plans of its product on the price list. */
export function planChoices(prices: PricesResponse | undefined, product: string): Plan[] {
  const plans = prices?.subscriptions[product as keyof PricesResponse['subscriptions']] ?? [];
  return plans.filter((plan) => plan.interval === 'month' || plan.interval === 'year');
}

/** True when the choice is the plan already held (same plan and, for Forms, the same form types). */
export function isCurrentChoice(current: CurrentPlan, planId: string, formTypes: readonly string[]): boolean {
  if (current.planId !== planId) return false;
  if (current.product !== 'calculator') return true;
  return [...current.formTypes].sort().join(',') === [...formTypes].sort().join(',');
}

/** Whether a change charges now, credits the next invoices, or costs nothing now. */
export function previewOutcome(preview: Pick<PlanChangePreview, 'amountDue' | 'total'>): {
  kind: 'charge' | 'credit' | 'none';
  amount: number;
} {
  if (preview.amountDue > 0) return { kind: 'charge', amount: preview.amountDue };
  if (preview.total < 0) return { kind: 'credit', amount: -preview.total };
  return { kind: 'none', amount: 0 };
}

/** A card's expiry as printed on it (`12/2034`), and whether it has passed (the end of that month). */
export function cardExpiry(month: number, year: number, now: Date = new Date()) {
  const label = `${String(month).padStart(2, '0')}/${year}`;
  const endOfMonth = Date.UTC(year, month, 1);
  return { label, isExpired: now.getTime() >= endOfMonth };
}

/** Card networks as people know them (`visa` → `Visa`, `amex` → `American Express`). */
export function cardBrandName(brand: string): string {
  const names: Record<string, string> = {
    amex: 'American Express',
    cartes_bancaires: 'Cartes Bancaires',
    diners: 'Diners Club',
    discover: 'Discover',
    eftpos_au: 'eftpos',
    jcb: 'JCB',
    mastercard: 'Mastercard',
    unionpay: 'UnionPay',
    visa: 'Visa',
  };
  return names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** The query parameter Stripe returns to the payment method page with. */
export const SETUP_RETURN_PARAM = 'setup_session_id';
