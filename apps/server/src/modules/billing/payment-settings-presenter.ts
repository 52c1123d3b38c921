import type { InvoicesResponse, PaymentMethodSummary, PlanChangePreview } from '@carbon-ledger/core';
import { INVOICE_STATUSES } from '@carbon-ledger/core';
import type Stripe from 'stripe';
import type { Purchase } from './purchases.ts';

/** Currencies Stripe counts in whole units (no cents). */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** A Stripe amount (smallest unit) in the currency's major unit. */
export function stripeAmount(amount: number | null | undefined, currency: string): number {
  const value = amount ?? 0;
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? value : Math.round(value) / 100;
}

/** A payment method as the page shows it: brand, last four digits, expiry; SEPA: last four of the IBAN. */
export function presentPaymentMethod(method: Stripe.PaymentMethod): PaymentMethodSummary {
  if (method.type === 'card' && method.card) {
    return {
      type: 'card',
      id: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }
  if (method.type === 'sepa_debit' && method.sepa_debit) {
    return {
      type: 'sepa_debit',
      id: method.id,
      last4: method.sepa_debit.last4 ?? '',
      country: method.sepa_debit.country ?? null,
    };
  }
  return { type: 'other', id: method.id, kind: method.type };
}

type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
const isInvoiceStatus = (value: unknown): value is InvoiceStatus =>
  typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);

export function presentInvoice(invoice: Stripe.Invoice): InvoicesResponse['invoices'][number] {
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    createdAt: new Date(invoice.created * 1000).toISOString(),
    amount: stripeAmount(invoice.total, invoice.currency),
    currency: invoice.currency.toUpperCase(),
    status: isInvoiceStatus(invoice.status) ? invoice.status : null,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
  };
}

/** Stripe's invoice preview of a plan change: what is charged now, and its lines. */
export function presentPreview(
  preview: Stripe.Invoice,
  change: { subscriptionId: string; next: Purchase; prorationDate: number },
): PlanChangePreview {
  const currency = preview.currency;
  return {
    subscriptionId: change.subscriptionId,
    planId: change.next.priceId,
    formTypes: change.next.formTypes,
    currency: currency.toUpperCase(),
    amountDue: stripeAmount(preview.amount_due, currency),
    total: stripeAmount(preview.total, currency),
    lines: (preview.lines?.data ?? []).map((line) => ({
      description: line.description ?? '',
      amount: stripeAmount(line.amount, currency),
    })),
    newAmount: change.next.amountEur,
    interval: change.next.interval ?? 'month',
    prorationDate: change.prorationDate,
  };
}
