import { z } from 'zod';
import { checkPublicText } from '../claims/check-public-text.ts';
import { describeClaimFinding } from '../claims/claim-rules.ts';
import { CURRENCY_CODES } from '../currency/currencies.ts';
import { PRODUCTS } from '../entitlements/products.ts';
import { CONTAINER_TYPES } from './container-types.ts';

/** What can carry a price: every product, and the per-use charge of Events & Stays (spec section 3). */
export const PRICED_PRODUCTS = [...PRODUCTS, 'eventsUsageCharge'] as const;
export type PricedProduct = (typeof PRICED_PRODUCTS)[number];

/** Products the public pages do not list on their own (spec section 1: 'Events & Stays Usage'). */
export const UNLISTED_PRODUCTS: readonly PricedProduct[] = ['eventsUsageCharge'];

const text = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .superRefine((value, context) => {
    // Product and plan names are published on /plans and the subscribe pages.
    for (const finding of checkPublicText(value).findings) {
      context.addIssue({ code: 'custom', message: describeClaimFinding(finding, 'en') });
    }
  });
const texts = z.object({ en: text, de: text });
const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be lower-case letters, digits and dashes (at most 64)');
/** Euros with at most two decimals (cents). */
const euros = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must have at most two decimals',
  );

/**
 * The operator's prices file (`config/billing/plans.json`, docs/billing.md), read at start in stripe
 * mode. Amounts are net euros; pages show them converted to the viewer's currency.
 */
export const plansFileSchema = z
  .object({
    /** The operator's version of the price list, shown with the prices, e.g. "2026-11". */
    version: z.string().trim().min(1).max(40),
    currency: z.literal('EUR', { error: 'must be EUR: amounts are in euros' }),
    products: z
      .array(z.object({ id: z.enum(PRICED_PRODUCTS), names: texts, descriptions: texts.optional() }))
      .min(1),
    plans: z.array(
      z.object({
        id,
        product: z.enum(PRICED_PRODUCTS),
        names: texts,
        /** `per-use`: charged per unit used (events usage), with `usageUnit` naming the unit. */
        interval: z.enum(['month', 'year', 'per-use']),
        amount: euros,
        usageUnit: texts.optional(),
      }),
    ),
    singleTimePayments: z.array(
      z.object({ id, product: z.enum(PRICED_PRODUCTS), names: texts, amount: euros }),
    ),
  })
  .superRefine((file, context) => {
    const productIds = new Set<string>();
    file.products.forEach((product, index) => {
      if (productIds.has(product.id)) {
        context.addIssue({
          code: 'custom',
          path: ['products', index, 'id'],
          message: `${product.id} is listed twice`,
        });
      }
      productIds.add(product.id);
    });
    const priceIds = new Set<string>();
    for (const list of ['plans', 'singleTimePayments'] as const) {
      file[list].forEach((price, index) => {
        if (priceIds.has(price.id)) {
          context.addIssue({
            code: 'custom',
            path: [list, index, 'id'],
            message: `${price.id} is used twice`,
          });
        }
        priceIds.add(price.id);
        if (!productIds.has(price.product)) {
          context.addIssue({
            code: 'custom',
            path: [list, index, 'product'],
            message: `${price.product} is not in products`,
          });
        }
      });
    }
    file.plans.forEach((plan, index) => {
      if ((plan.interval === 'per-use') !== (plan.usageUnit !== undefined)) {
        context.addIssue({
          code: 'custom',
          path: ['plans', index, 'usageUnit'],
          message: 'is required for per-use plans and only for them',
        });
      }
    });
  });
export type PlansFile = z.infer<typeof plansFileSchema>;

/** `GET /api/orders/subscriptions/prices?currency=`: the viewer's currency, default the company's. */
export const pricesQuerySchema = z.object({
  currency: z.enum(CURRENCY_CODES, { error: `must be one of ${CURRENCY_CODES.join(', ')}` }).optional(),
});

const priceSchema = z.object({
  id: z.string(),
  product: z.enum(PRICED_PRODUCTS),
  names: texts,
  /** In `currency`, rounded to cents. */
  amount: z.number(),
  amountEur: z.number(),
});

export const pricesResponseSchema = z.object({
  version: z.string(),
  currency: z.enum(CURRENCY_CODES),
  /** EUR → currency at the annual average of `rateYear`; null when prices are shown in EUR. */
  exchangeRate: z
    .object({
      rate: z.number(),
      rateYear: z.number().int(),
      /** The English attribution; `sourceIds` lets pages show it in their language. */
      source: z.string(),
      sourceIds: z.array(z.enum(['ecb', 'usd-peg', 'fixed-conversion'])),
      isFallback: z.boolean(),
    })
    .nullable(),
  products: z.array(z.object({ id: z.enum(PRICED_PRODUCTS), names: texts, descriptions: texts.optional() })),
  /** Plans per product. */
  subscriptions: z.partialRecord(
    z.enum(PRICED_PRODUCTS),
    z.array(
      priceSchema.extend({ interval: z.enum(['month', 'year', 'per-use']), usageUnit: texts.optional() }),
    ),
  ),
  singleTimePayments: z.array(priceSchema),
});
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

/** `GET /api/data/countries/visitor`: the default currency of a visitor, from their IP address. */
export const visitorCurrencyResponseSchema = z.object({
  /** ISO 3166-1 alpha-2 code of the IP address, null when unknown (IPv6, private networks). */
  country: z.string().nullable(),
  currency: z.enum(CURRENCY_CODES),
  /** True when the country was unknown and EUR is the fallback. */
  isFallback: z.boolean(),
});
export type VisitorCurrencyResponse = z.infer<typeof visitorCurrencyResponseSchema>;

/** How a checkout is paid: by card through Stripe Checkout, or by an invoice with a due date. */
export const CHECKOUT_COLLECTION_METHODS = ['charge_automatically', 'send_invoice'] as const;
export type CheckoutCollectionMethod = (typeof CHECKOUT_COLLECTION_METHODS)[number];

const priceId = z.string().min(1, { error: 'validation.required' }).max(64, { error: 'validation.invalid' });

/**
 * `POST /api/orders/checkout` (spec section 3): `collectionMethod` plus either `subscription` (a plan of
 * the prices file; the calculator's also names the form types) or `singleTimePayment` (a one-time
 * payment of the prices file, `quantity` times).
 */
/**
 * The form types a Forms plan is bought or changed for: each at most once, as the plan costs its amount
 * per form type (a type named twice would be charged twice for one subscription).
 */
export const planFormTypesSchema = z
  .array(z.enum(CONTAINER_TYPES, { error: 'validation.invalid' }))
  .min(1, { error: 'validation.required' })
  .max(CONTAINER_TYPES.length)
  .refine((types) => new Set(types).size === types.length, { error: 'validation.invalid' });

export const checkoutRequestSchema = z
  .object({
    collectionMethod: z.enum(CHECKOUT_COLLECTION_METHODS, { error: 'validation.invalid' }),
    subscription: z
      .object({
        planId: priceId,
        formTypes: planFormTypesSchema.optional(),
      })
      .optional(),
    singleTimePayment: z
      .object({
        paymentId: priceId,
        quantity: z.number().int().min(1, { error: 'validation.invalid' }).max(100).default(1),
      })
      .optional(),
  })
  .superRefine((body, context) => {
    if (Boolean(body.subscription) === Boolean(body.singleTimePayment)) {
      context.addIssue({
        code: 'custom',
        path: [body.subscription ? 'singleTimePayment' : 'subscription'],
        message: body.subscription ? 'validation.invalid' : 'validation.required',
      });
    }
  });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Card: go to Stripe Checkout at `url`. Invoice: sent, to be paid by `invoiceDueAt`. */
export const checkoutResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), checkoutSessionId: z.string(), url: z.string() }),
  z.object({
    kind: z.literal('invoice'),
    invoiceId: z.string(),
    invoiceDueAt: z.iso.datetime({ offset: true }),
    hostedInvoiceUrl: z.string().nullable(),
    amountEur: z.number(),
  }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** `POST /api/orders/checkout/confirm`: after the return from Stripe Checkout, asked until settled. */
export const checkoutConfirmRequestSchema = z.object({
  checkoutSessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, { error: 'validation.invalid' }),
});
export const CHECKOUT_PAYMENT_STATES = ['succeeded', 'processing', 'failed'] as const;
export const checkoutConfirmResponseSchema = z.object({
  status: z.enum(CHECKOUT_PAYMENT_STATES),
  product: z.enum(PRICED_PRODUCTS).nullable(),
});
export type CheckoutConfirmResponse = z.infer<typeof checkoutConfirmResponseSchema>;

/** How Stripe last reported a subscription's payment. */
export const PAYMENT_STATUSES = ['paid', 'unpaid', 'past_due'] as const;

/**
 * `GET /api/company/payments/subscription` (spec section 3, payment summary): the company's paid plans,
 * their full price per period (`originalTotal`) and what is left of the current periods
 * (`proratedTotal`), in EUR.
 */
export const paymentSummaryResponseSchema = z.object({
  currency: z.literal('EUR'),
  originalTotal: z.number(),
  proratedTotal: z.number(),
  subscriptions: z.array(
    z.object({
      product: z.enum(PRODUCTS),
      planId: z.string(),
      interval: z.enum(['month', 'year']),
      amountEur: z.number(),
      proratedAmountEur: z.number(),
      periodStart: z.iso.datetime({ offset: true }),
      periodEnd: z.iso.datetime({ offset: true }),
      collectionMethod: z.string(),
      invoiceDueAt: z.iso.datetime({ offset: true }).nullable(),
      paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
      /** The Stripe subscription of a card plan (changed and cancelled in Settings → Subscriptions). */
      stripeSubscriptionId: z.string().nullable(),
      /** Forms: the form types the plan covers. */
      formTypes: z.array(z.string()),
      /** Cancelled: the plan ends at `periodEnd` and is not renewed. */
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
});
export type PaymentSummary = z.infer<typeof paymentSummaryResponseSchema>;
