import { z } from 'zod';
import { customFormCompositionSchema } from '../forms/custom-form.ts';
import { factorSummarySchema } from './factors.ts';

/**
 * Contracts of a Custom project's own form (`/api/company/calculator/containers/:id/custom-form`):
 * the company composes its sections from the factor library (spec section 1, "Custom solutions").
 */

/**
 * Why a composition was refused, as the `message` of an error detail (the SPA has a text for each).
 * Details with another message carry the schema's or the form rules' own English text.
 */
export const CUSTOM_FORM_ISSUES = [
  /** The lineage key (or USEEIO code) is not in the factor library. */
  'customForm.factorUnknown',
  /** The factor converts units (kWh per litre…) instead of giving kg CO2e. */
  'customForm.factorNotEmission',
  /** The chosen quantity's unit category is not the one the factor is per. */
  'customForm.unitMismatch',
  /** A USEEIO factor must be chosen as a spend sector (amounts in a currency). */
  'customForm.useSpend',
  /** The section or row type holds results: it cannot be removed or moved. */
  'customForm.inUse',
] as const;
export type CustomFormIssue = (typeof CUSTOM_FORM_ISSUES)[number];

/** A library factor a composition names, in its newest edition with a value. */
export const customFormFactorSchema = factorSummarySchema.extend({ lineageKey: z.string() });
export type CustomFormFactor = z.infer<typeof customFormFactorSchema>;

/** How many results of the project's years an option of the form holds (`c1` is its section). */
export const customFormUsageSchema = z.object({
  sectionId: z.string(),
  optionId: z.string(),
  numResults: z.number().int(),
});
export type CustomFormUsage = z.infer<typeof customFormUsageSchema>;

/**
 * `POST …/containers/:id/custom-form/retrieve` and the answer of the PUT. `version` counts the saves (0:
 * nothing stored yet, the shipped empty form); `formVersion` is what results and years record; `factors`
 * are the library factors the composition names; `usage` the options that hold results.
 */
export const customFormResponseSchema = z.object({
  container: z.object({ _id: z.string(), name: z.string(), type: z.string() }),
  composition: customFormCompositionSchema,
  version: z.number().int().min(0),
  formVersion: z.string(),
  factors: z.array(customFormFactorSchema),
  usage: z.array(customFormUsageSchema),
});
export type CustomFormResponse = z.infer<typeof customFormResponseSchema>;

/**
 * `PUT …/containers/:id/custom-form`: the whole composition. Its `version` must be the one the editor
 * loaded (the stored composition's, or the empty form's): a save on top of someone else's newer save is
 * refused (409) instead of silently undoing it. The server stores it under the next version.
 */
export const saveCustomFormRequestSchema = customFormCompositionSchema;
export type SaveCustomFormRequest = z.infer<typeof saveCustomFormRequestSchema>;

/** The form version of a stored composition: `custom-<n>` after its n-th save. */
export function getCustomFormVersion(version: number): string {
  return `custom-${version}`;
}
