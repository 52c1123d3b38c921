import { z } from 'zod';
import { BILLING_MODES } from '../entitlements/products.ts';

/** `GET /api/app-config`: what the installation's operator set up for everybody to see. */
export const appConfigResponseSchema = z.object({
  supportEmail: z.string().optional(),
  links: z.object({
    terms: z.string().optional(),
    privacy: z.string().optional(),
    faq: z.string().optional(),
    supportTicket: z.string().optional(),
    supportChat: z.string().optional(),
  }),
  /** Largest spreadsheet an import reads (spec: defaults 20 MB and 100,000 rows). */
  importLimits: z.object({ maxBytes: z.number().int().positive(), maxRows: z.number().int().positive() }),
  /** No account exists yet: the next one registered becomes the platform operator. */
  isFirstAccountOperator: z.boolean(),
  /** `off`: everything is included and pages show no prices or payment banners. */
  billing: z.object({ mode: z.enum(BILLING_MODES) }),
});

export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;
