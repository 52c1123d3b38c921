import { z } from 'zod';
import { subscriptionsSchema } from '../entitlements/subscriptions.ts';

/** The session response of spec section 3 (`GET /api/auth/whoami`, `POST /api/auth/login`). */
export const sessionUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  nameFirst: z.string(),
  nameLast: z.string(),
  language: z.string(),
  isSitewideAdmin: z.boolean(),
  /** The active company's id. */
  company: z.string(),
  companyInfo: z.object({
    company: z.string(),
    brand: z.string(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    country: z.string(),
    vatType: z.string().optional(),
    vatId: z.string().optional(),
  }),
  companyRelationship: z.object({ role: z.string() }),
  currencyInfo: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    currencyName: z.string(),
    /** Units of the company currency per EUR. */
    conversionFactor: z.number(),
  }),
  /** Per product; a product without a key has no subscription (spec section 3). */
  subscriptions: subscriptionsSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /api/auth/login` answers `{ data: user }`. */
export const loginResponseSchema = z.object({ data: sessionUserSchema });

/** `GET /api/auth/companies`: the companies the user can switch to. */
export const associatedCompaniesResponseSchema = z.object({
  companies: z.array(
    z.object({
      _id: z.string(),
      companyInfo: z.object({ brand: z.string() }),
      role: z.string(),
    }),
  ),
});
export type AssociatedCompanies = z.infer<typeof associatedCompaniesResponseSchema>;

/** `POST /api/auth/switch-company`. */
export const switchCompanyRequestSchema = z.object({ company: z.string().min(1) });

/** Answers with no content of interest. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
