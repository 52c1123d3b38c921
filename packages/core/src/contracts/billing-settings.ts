import { z } from 'zod';
import { planFormTypesSchema } from './billing.ts';

/**
 * The billing settings pages (spec sections 2 and 6): Subscriptions (owner), Payment method (owner) and
 * Payment history (admin). Stripe is read live; amounts are in the currency's major unit (euros).
 */

/** A Stripe subscription id in a path; the server checks it belongs to the signed-in company. */
export const stripeSubscriptionParamsSchema = z.object({
  subscriptionId: z.string().regex(/^sub_[A-Za-z0-9_]{1,250}$/, { error: 'validation.invalid' }),
});

/** The plan to change a subscription to: a plan of the same product (Forms: with its form types). */
export const planChangeRequestSchema = z.object({
  planId: z.string().min(1, { error: 'validation.required' }).max(64, { error: 'validation.invalid' }),
  formTypes: planFormTypesSchema.optional(),
});
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

/** Making the change: the `prorationDate` of the preview that was shown, so the charge is what was shown. */
export const planChangeCommitSchema = planChangeRequestSchema.extend({
  prorationDate: z.number().int().positive({ error: 'validation.invalid' }),
});
export type PlanChangeCommit = z.infer<typeof planChangeCommitSchema>;

const amountLine = z.object({ description: z.string(), amount: z.number() });

/**
 * `POST /api/company/payments/subscriptions/:subscriptionId/preview`: what the change costs now (Stripe's
 * invoice preview with prorations). `amountDue` is charged at once; a negative `total` is a credit.
 */
export const planChangePreviewSchema = z.object({
  subscriptionId: z.string(),
  planId: z.string(),
  formTypes: z.array(z.string()),
  currency: z.string(),
  /** What the change is charged now. */
  amountDue: z.number(),
  /** The prorations' sum; below zero is credited to the company's next invoices. */
  total: z.number(),
  lines: z.array(amountLine),
  /** The new price per period from the next period on. */
  newAmount: z.number(),
  interval: z.enum(['month', 'year']),
  prorationDate: z.number().int(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** A payment method on file, as shown (never the full number). */
export const paymentMethodSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('card'),
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  }),
  z.object({
    type: z.literal('sepa_debit'),
    id: z.string(),
    last4: z.string(),
    country: z.string().nullable(),
  }),
  z.object({ type: z.literal('other'), id: z.string(), kind: z.string() }),
]);
export type PaymentMethodSummary = z.infer<typeof paymentMethodSchema>;

/** `GET /api/company/payments/method`: the company's default payment method, null when none is on file. */
export const paymentMethodResponseSchema = z.object({ paymentMethod: paymentMethodSchema.nullable() });
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponseSchema>;

/** `POST /api/company/payments/method/setup`: Stripe Checkout (setup mode) to go to. */
export const paymentMethodSetupResponseSchema = z.object({ checkoutSessionId: z.string(), url: z.string() });

/** `POST /api/company/payments/method/confirm`: after the return from Stripe, the new method made default. */
export const paymentMethodConfirmRequestSchema = z.object({
  checkoutSessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, { error: 'validation.invalid' }),
});
export const paymentMethodConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'processing', 'failed']),
  paymentMethod: paymentMethodSchema.nullable(),
});
export type PaymentMethodConfirmResponse = z.infer<typeof paymentMethodConfirmResponseSchema>;

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
/** Invoices per page of the payment history. */
export const INVOICE_PAGE_SIZE = 10;

/** `GET /api/company/payments/invoices?startingAfter=`: the company's Stripe invoices, newest first. */
export const invoicesQuerySchema = z.object({
  startingAfter: z
    .string()
    .regex(/^in_[A-Za-z0-9_]{1,250}$/, { error: 'validation.invalid' })
    .optional(),
});
export const invoicesResponseSchema = z.object({
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
      /** The invoice total in `currency` (major unit). */
      amount: z.number(),
      currency: z.string(),
      status: z.enum(INVOICE_STATUSES).nullable(),
      hostedInvoiceUrl: z.string().nullable(),
      invoicePdf: z.string().nullable(),
    }),
  ),
  hasMore: z.boolean(),
  /** Pass as `startingAfter` for the next (older) page. */
  nextStartingAfter: z.string().nullable(),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;
