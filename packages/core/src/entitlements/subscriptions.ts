import { z } from 'zod';
import { CALCULATOR_FORM_TYPES, COLLECTION_METHODS } from './products.ts';

/** What every subscription carries (spec section 3). `invoiceDueAt` is an ISO date-time or null. */
export const subscriptionSchema = z.object({
  collectionMethod: z.enum(COLLECTION_METHODS),
  invoiceDueAt: z.iso.datetime({ offset: true }).nullable(),
  hasPaidCurrentPeriodInvoice: z.boolean(),
  /**
   * Stripe reported an invoice of it overdue (or the subscription past due or unpaid): closed until the
   * invoice is paid, whatever its due date says. Absent means false.
   */
  isPastDue: z.boolean().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const formTypeSchema = z.enum(CALCULATOR_FORM_TYPES as [string, ...string[]]);
const count = z.number().int().min(0);

/**
 * The `subscriptions` of the session user, keyed by product (spec section 3). A product without a key
 * has no subscription. Shared by the server (which presents it) and the web (which guards with it).
 */
export const subscriptionsSchema = z.object({
  calculator: subscriptionSchema
    .extend({
      formTypeSubscriptions: z.partialRecord(
        formTypeSchema,
        z.object({ hasPaidCurrentPeriodInvoice: z.boolean() }),
      ),
    })
    .optional(),
  climateSprint: subscriptionSchema.extend({ totalClimateSprints: count }).optional(),
  surveys: subscriptionSchema.extend({ totalSurveys: count }).optional(),
  workforce: subscriptionSchema.extend({ stripeSubscriptionId: z.string().min(1).nullable() }).optional(),
  employees: subscriptionSchema.extend({ plan: z.string().min(1).nullable() }).optional(),
  climateAnalytics: subscriptionSchema.optional(),
  /** Events & Stays; `hasUsageCharge` when stays beyond the plan are billed per use. */
  events: subscriptionSchema.extend({ hasUsageCharge: z.boolean() }).optional(),
  assessments: subscriptionSchema.optional(),
});
export type Subscriptions = z.infer<typeof subscriptionsSchema>;
