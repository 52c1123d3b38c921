import { z } from 'zod';
import { ESG_FORM_FAMILIES } from './esg.ts';
import { esgDashboardStateSchema, publicEsgDisclosureSchema } from './esg-dashboard.ts';

/**
 * Contracts of the public ESG dashboard of a group: the same choice, link, lock and unpublish as a year's
 * dashboard (esg-dashboard.ts), over the ESG years of the group's ESG projects. The public page
 * `/esg/g/:publicId` reads `GET /api/public/esg/g/:publicId`.
 */

/** An ESG year the group's dashboard shows, earliest first. */
export const esgGroupDashboardYearSchema = z.object({
  _id: z.string(),
  projectName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The family the year is entered with: the dialog offers the disclosures of the families present. */
  family: z.enum(ESG_FORM_FAMILIES),
});
export type EsgGroupDashboardYear = z.infer<typeof esgGroupDashboardYearSchema>;

/** `GET /api/company/esg/groups/:id/dashboard` (and the publish, lock, unlock and unpublish answers). */
export const esgGroupDashboardResponseSchema = z.object({
  dashboard: esgDashboardStateSchema,
  /** The ESG years of the group's ESG projects, earliest first. */
  years: z.array(esgGroupDashboardYearSchema),
});
export type EsgGroupDashboardResponse = z.infer<typeof esgGroupDashboardResponseSchema>;

/**
 * One ESG year on the public page: its project, its period, its family and its answers to the chosen
 * disclosures of that family (a VSME year answers the VSME ones, an ESRS year the ESRS ones).
 */
export const publicEsgGroupYearSchema = z.object({
  projectName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Absent in snapshots locked before ESRS years could be shown: VSME. */
  family: z.enum(ESG_FORM_FAMILIES).optional(),
  disclosures: z.array(publicEsgDisclosureSchema),
});
export type PublicEsgGroupYear = z.infer<typeof publicEsgGroupYearSchema>;

/** What the public page of a group shows: the company, the group and, per ESG year, the chosen disclosures. */
export const publicEsgGroupDashboardSchema = z.object({
  companyName: z.string(),
  /** As the group is named; the page words the default titles in its language. */
  groupName: z.string(),
  /** The chosen disclosure codes: VSME's in the standard's order, then ESRS's in the catalogue's order. */
  disclosures: z.array(z.string()),
  /** Earliest first. */
  years: z.array(publicEsgGroupYearSchema),
  lockedAt: z.string().nullable(),
});
export type PublicEsgGroupDashboard = z.infer<typeof publicEsgGroupDashboardSchema>;
export const publicEsgGroupDashboardResponseSchema = z.object({ dashboard: publicEsgGroupDashboardSchema });
