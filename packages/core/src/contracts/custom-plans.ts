import { z } from 'zod';
import { CURRENCY_CODES } from '../currency/currencies.ts';
import { CALCULATOR_FORM_TYPES, PRODUCTS } from '../entitlements/products.ts';
import { hasUnsafeCharacters } from './request-input-safety.ts';

/**
 * Custom solutions (spec sections 1, 2, 6): an operator sells a company a licence outside the price list,
 * as a custom plan with a code. Registering with `?customPlanCode=CODE` (or an admin entering the code)
 * attaches it to one company; its products are then included for its term.
 */

export const CUSTOM_PLAN_CODE_MAX_LENGTH = 64;
/** Letters, digits, dot, dash and underscore: no whitespace, no NUL, safe in a link. */
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The form a code is looked up by: codes are unique regardless of case. */
export function toCustomPlanCodeKey(code: string): string {
  return code.trim().toLowerCase();
}

/** Crockford's base32 digits: no I, L, O or U, so a code read out or typed again is not mistaken. */
const RANDOM_CODE_DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A random code carries 15 random bytes: 120 bits, far beyond guessing at any throttled rate. */
export const RANDOM_CUSTOM_PLAN_CODE_BYTES = 15;

/**
 * A custom plan code from random bytes (from `crypto.getRandomValues`): every 5 bits one base32 digit,
 * in groups of four (`7K3M-9QXD-…`, 29 characters for 15 bytes). Throws for fewer than 12 bytes (96 bits).
 */
export function formatRandomCustomPlanCode(bytes: Uint8Array): string {
  if (bytes.length * 8 < 96) throw new Error('A random code needs at least 96 bits.');
  let digits = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      digits += RANDOM_CODE_DIGITS[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) digits += RANDOM_CODE_DIGITS[(buffer << (5 - bits)) & 31];
  return (digits.match(/.{1,4}/g) ?? []).join('-');
}

/** Tells whether text is a well-formed custom plan code (after trimming the ends). */
export function isCustomPlanCode(code: string): boolean {
  const trimmed = code.trim();
  return (
    trimmed.length >= 3 &&
    trimmed.length <= CUSTOM_PLAN_CODE_MAX_LENGTH &&
    !hasUnsafeCharacters(trimmed) &&
    CODE_PATTERN.test(trimmed)
  );
}

/** A code as typed: the ends are trimmed, anything else that is not a code character is refused. */
export const customPlanCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .refine(isCustomPlanCode, { error: 'validation.customPlan.code' });

const isoDate = z.iso.date({ error: 'validation.invalid' });
const amount = z
  .number({ error: 'validation.number' })
  .min(0, { error: 'validation.notNegative' })
  .max(1_000_000_000, { error: 'validation.numberTooLarge' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'validation.customPlan.cents',
  });

export const customPlanPriceSchema = z.object({
  amount,
  currency: z.enum(CURRENCY_CODES, { error: 'validation.invalid' }),
});
export type CustomPlanPrice = z.infer<typeof customPlanPriceSchema>;

/** What the products of a plan are: core product keys, and the calculator's form types when it has Forms. */
const productsSchema = z
  .array(z.enum(PRODUCTS, { error: 'validation.invalid' }))
  .min(1, { error: 'validation.customPlan.products' })
  .refine((products) => new Set(products).size === products.length, { error: 'validation.invalid' });
const formTypesSchema = z
  .array(z.enum(CALCULATOR_FORM_TYPES as [string, ...string[]], { error: 'validation.invalid' }))
  .refine((types) => new Set(types).size === types.length, { error: 'validation.invalid' });

/** `POST /api/settings/custom-plans`: a new custom plan (operators). Exactly one of price and invoicedSeparately. */
export const createCustomPlanSchema = z
  .object(
    {
      code: customPlanCodeSchema,
      name: z
        .string({ error: 'validation.required' })
        .trim()
        .min(1, { error: 'validation.required' })
        .max(120, { error: 'validation.tooLong' }),
      products: productsSchema,
      formTypes: formTypesSchema.default([]),
      seats: z
        .number({ error: 'validation.number' })
        .int({ error: 'validation.invalid' })
        .min(1, { error: 'validation.customPlan.seats' })
        .max(1_000_000, { error: 'validation.numberTooLarge' }),
      startsOn: isoDate,
      endsOn: isoDate,
      price: customPlanPriceSchema.nullable().default(null),
      invoicedSeparately: z.boolean({ error: 'validation.invalid' }).default(false),
      note: z
        .string({ error: 'validation.invalid' })
        .trim()
        .max(1000, { error: 'validation.tooLong' })
        .nullish()
        .transform((value) => (value ? value : null)),
    },
    { error: 'validation.invalid' },
  )
  .superRefine((plan, context) => {
    const hasForms = plan.products.includes('calculator');
    if (hasForms && plan.formTypes.length === 0)
      context.addIssue({ code: 'custom', path: ['formTypes'], message: 'validation.customPlan.formTypes' });
    if (!hasForms && plan.formTypes.length > 0)
      context.addIssue({ code: 'custom', path: ['formTypes'], message: 'validation.customPlan.formTypes' });
    if (plan.endsOn < plan.startsOn)
      context.addIssue({ code: 'custom', path: ['endsOn'], message: 'validation.endBeforeStart' });
    if ((plan.price === null) === !plan.invoicedSeparately)
      context.addIssue({ code: 'custom', path: ['price'], message: 'validation.customPlan.price' });
  });
export type CreateCustomPlanInput = z.input<typeof createCustomPlanSchema>;
export type CreateCustomPlan = z.output<typeof createCustomPlanSchema>;

/** Where a plan stands: not used yet, attached to a company, or withdrawn by an operator. */
export const CUSTOM_PLAN_STATES = ['available', 'attached', 'withdrawn'] as const;
/** Where a plan's term stands today. */
export const CUSTOM_PLAN_TERM_STATES = ['upcoming', 'current', 'ended'] as const;

const licenceFields = {
  code: z.string(),
  name: z.string(),
  products: z.array(z.enum(PRODUCTS)),
  formTypes: z.array(z.string()),
  seats: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
};

/** A plan as operators see it. */
export const customPlanSchema = z.object({
  _id: z.string(),
  ...licenceFields,
  price: customPlanPriceSchema.nullable(),
  invoicedSeparately: z.boolean(),
  note: z.string().nullable(),
  state: z.enum(CUSTOM_PLAN_STATES),
  termState: z.enum(CUSTOM_PLAN_TERM_STATES),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  attachedTo: z.object({ company: z.string(), brand: z.string(), attachedAt: z.string() }).nullable(),
  withdrawnAt: z.string().nullable(),
});
export type CustomPlan = z.infer<typeof customPlanSchema>;

/** `GET /api/settings/custom-plans` and the answer of creating or withdrawing one. */
export const customPlansResponseSchema = z.object({ plans: z.array(customPlanSchema) });
export type CustomPlansResponse = z.infer<typeof customPlansResponseSchema>;

/**
 * `GET /api/custom-plans/preview?code=`: what a registration link will attach, for anyone holding the
 * code. No price or note: those are for the company that gets it.
 */
export const customPlanPreviewSchema = z.object(licenceFields);
export type CustomPlanPreview = z.infer<typeof customPlanPreviewSchema>;

/** A licence of the company's own custom plan (Settings → Solutions, admins). */
export const companyCustomPlanSchema = z.object({
  ...licenceFields,
  price: customPlanPriceSchema.nullable(),
  invoicedSeparately: z.boolean(),
  note: z.string().nullable(),
  termState: z.enum(CUSTOM_PLAN_TERM_STATES),
  isWithdrawn: z.boolean(),
  attachedAt: z.string(),
});
export type CompanyCustomPlan = z.infer<typeof companyCustomPlanSchema>;

/** `GET /api/company/custom-plans` and the answer of attaching a code. */
export const companyCustomPlansResponseSchema = z.object({ plans: z.array(companyCustomPlanSchema) });
export type CompanyCustomPlansResponse = z.infer<typeof companyCustomPlansResponseSchema>;

/** `POST /api/company/custom-plans`: attach a plan by its code to the signed-in company. */
export const attachCustomPlanSchema = z.object(
  { code: customPlanCodeSchema },
  { error: 'validation.invalid' },
);

/**
 * Why a code cannot be attached (the `message` of the error detail on `customPlanCode` or `code`); each one
 * is a validation message key so forms show it next to the field.
 */
export const CUSTOM_PLAN_REFUSALS = {
  unknown: 'validation.customPlan.unknown',
  used: 'validation.customPlan.used',
  withdrawn: 'validation.customPlan.withdrawn',
  ended: 'validation.customPlan.ended',
} as const;
export type CustomPlanRefusal = keyof typeof CUSTOM_PLAN_REFUSALS;
