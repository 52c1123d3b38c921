import { z } from 'zod';
import { selectTypeErrorKey } from '../validation/message-keys.ts';

/** Every key starts with this, so secret scanners and people recognise it. */
export const API_KEY_PREFIX = 'clk_';
export const API_KEY_NAME_MAX_LENGTH = 100;
/** A named key lives at most this many years; longer-lived secrets should be rotated instead. */
export const API_KEY_MAX_LIFETIME_YEARS = 2;
/** Spec section 9: a temporary API key is valid 5 minutes. */
export const TEMPORARY_API_KEY_LIFETIME_MS = 5 * 60 * 1000;

/** Returns the latest expiry a named key may have when created at `now`. */
export function getLatestApiKeyExpiry(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + API_KEY_MAX_LIFETIME_YEARS);
  return latest;
}

/**
 * Checks a named key's expiry against the clock: it must lie in the future and at most
 * {@link API_KEY_MAX_LIFETIME_YEARS} years ahead. Returns the validation key of the problem, if any.
 */
export function checkApiKeyExpiry(
  expiresAt: Date,
  now: Date,
): 'validation.apiKey.expiryPast' | 'validation.apiKey.expiryTooFar' | undefined {
  if (expiresAt.getTime() <= now.getTime()) return 'validation.apiKey.expiryPast';
  if (expiresAt.getTime() > getLatestApiKeyExpiry(now).getTime()) return 'validation.apiKey.expiryTooFar';
  return undefined;
}

/** `PUT /api/company/api-keys`: a named key; no `expiresAt` (or null) means it never expires. */
export const createApiKeyRequestSchema = z.object(
  {
    name: z
      .string({ error: selectTypeErrorKey })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(API_KEY_NAME_MAX_LENGTH, { error: 'validation.apiKey.nameLength' }),
    expiresAt: z.iso
      .datetime({ offset: true, error: 'validation.invalid' })
      .nullish()
      .superRefine((value, context) => {
        if (!value) return;
        const problem = checkApiKeyExpiry(new Date(value), new Date());
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => (value ? new Date(value) : null)),
  },
  { error: selectTypeErrorKey },
);

export type CreateApiKeyInput = z.input<typeof createApiKeyRequestSchema>;

/** The raw key is answered here and never again. */
export const createApiKeyResponseSchema = z.object({
  apiKey: z.string(),
  _id: z.string(),
  name: z.string(),
  expiresAt: z.string().nullable(),
});

export type CreatedApiKey = z.infer<typeof createApiKeyResponseSchema>;

/** One key in the list: never the key itself or its hash. */
export const apiKeySummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The first characters of the key's secret part, to tell keys apart. */
  keyPrefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  isExpired: z.boolean(),
});

export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** `GET /api/company/api-keys`: the company's named keys that are not revoked, newest first. */
export const apiKeyListResponseSchema = z.object({ apiKeys: z.array(apiKeySummarySchema) });

/** `DELETE /api/company/api-keys/:apiKey`: the path names the key by its `_id`. */
export const apiKeyIdParamsSchema = z.object({ apiKey: z.string().min(1) });

/** `POST /api/auth/temporary-api-key`: a key for the signed-in user, valid 5 minutes. */
export const temporaryApiKeyResponseSchema = z.object({
  apiKey: z.string(),
  expiresAt: z.string(),
});

/** `GET /1.0/company`: the company the API key belongs to. */
export const publicCompanyResponseSchema = z.object({
  _id: z.string(),
  companyInfo: z.object({ brand: z.string(), company: z.string(), country: z.string() }),
  currency: z.string(),
});

export type PublicCompany = z.infer<typeof publicCompanyResponseSchema>;
