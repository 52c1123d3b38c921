import { z } from 'zod';
import { datapointValueSchema, ESG_FORM_FAMILIES } from './esg.ts';

/**
 * Contracts of the public ESG dashboard of an ESG year: admins choose the disclosures, publish them
 * under an unguessable link, lock the published content (a snapshot) and unpublish (the link then
 * answers 404). The public page `/esg/:publicId` reads `GET /api/public/esg/:publicId`.
 */

/**
 * `PUT /api/company/esg/years/:id/dashboard/publish`: the disclosures the dashboard shows — VSME
 * disclosures for a VSME year, ESRS disclosure requirements (`E1-6`) for an ESRS year.
 */
export const publishEsgDashboardRequestSchema = z.object({
  disclosures: z
    .array(z.string().max(20))
    .min(1, { error: 'validation.required' })
    // VSME has 21 disclosures, ESRS 70 disclosure requirements; a group may choose from both.
    .max(120)
    .refine((codes) => new Set(codes).size === codes.length, { error: 'validation.invalid' }),
});
export type PublishEsgDashboardRequest = z.input<typeof publishEsgDashboardRequestSchema>;

/** The dashboard of a year as its admins see it; `publicId` is null while it is not published. */
export const esgDashboardStateSchema = z.object({
  disclosures: z.array(z.string()),
  publicId: z.string().nullable(),
  publishedAt: z.string().nullable(),
  isLocked: z.boolean(),
  lockedAt: z.string().nullable(),
});
export type EsgDashboardState = z.infer<typeof esgDashboardStateSchema>;
export const esgDashboardResponseSchema = z.object({ dashboard: esgDashboardStateSchema });

export const esgDashboardPublicIdParamsSchema = z.object({
  publicId: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'validation.invalid' }),
});

const labels = z.object({ en: z.string(), de: z.string() });

/** An answered datapoint as the public sees it: its label, its answer, and the labels of chosen options. */
export const publicEsgDatapointSchema = z.object({
  code: z.string(),
  label: labels,
  type: z.enum(['number', 'percentage', 'yesNo', 'choice', 'date', 'narrative', 'aiText']),
  isFromCalculator: z.boolean(),
  answer: datapointValueSchema,
  /**
   * One label per chosen item, in order: own options, reference lists, substances' names, NACE codes as
   * written ("C13.2"); an id no list knows as the id.
   */
  choiceLabels: z.array(labels),
});
export type PublicEsgDatapoint = z.infer<typeof publicEsgDatapointSchema>;

export const publicEsgDisclosureSchema = z.object({
  code: z.string(),
  /** ESRS: the topical standard of the disclosure requirement (`E1`); absent for VSME. */
  standard: z.string().optional(),
  isNotMaterial: z.boolean(),
  notMaterialReason: z.string(),
  /** Only the answered datapoints. */
  datapoints: z.array(publicEsgDatapointSchema),
});
export type PublicEsgDisclosure = z.infer<typeof publicEsgDisclosureSchema>;

/** What the public page shows: the company, the year and the chosen disclosures. Nothing else. */
export const publicEsgDashboardSchema = z.object({
  companyName: z.string(),
  projectName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The family the year is entered with and its disclosures are read in (absent: VSME). */
  family: z.enum(ESG_FORM_FAMILIES).optional(),
  disclosures: z.array(publicEsgDisclosureSchema),
  /** When the content was frozen (locked), or null while it follows the form. */
  lockedAt: z.string().nullable(),
});
export type PublicEsgDashboard = z.infer<typeof publicEsgDashboardSchema>;
export const publicEsgDashboardResponseSchema = z.object({ dashboard: publicEsgDashboardSchema });
