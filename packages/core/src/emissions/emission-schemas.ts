import { z } from 'zod';
import { IMPACT_CATEGORIES, type ImpactCategory } from './impact-categories.ts';

/**
 * One activity amount of a result (`emissionActivityInputs`). `conversionFactor` converts `value` from
 * `unit` into `unitBase`, the base unit of `unitCategory` (kWh for energy, kg for weight, …).
 */
export const amountSchema = z.object({
  fieldId: z.string().optional(),
  value: z.number(),
  unit: z.string(),
  unitCategory: z.string(),
  unitBase: z.string(),
  conversionFactor: z.number(),
});
export type Amount = z.infer<typeof amountSchema>;

/**
 * A CO2e part of an emission (direct, directLocationBased, indirect). `result` is kg CO2e; it is absent
 * when it cannot be computed (an amount has no value yet), so a stored factor is never lost and a
 * missing number is never written as NaN or 0.
 */
export const emissionValueSchema = z.object({
  factor: z.number(),
  source: z.string(),
  result: z.number().optional(),
});
export type EmissionValue = z.infer<typeof emissionValueSchema>;

/** An impact category's factor and, once calculated, its result (same absent-when-unknown rule). */
export const impactCategoryValueSchema = z.object({
  factor: z.number(),
  result: z.number().optional(),
});
export type ImpactCategoryValue = z.infer<typeof impactCategoryValueSchema>;

const impactCategoryShape = Object.fromEntries(
  IMPACT_CATEGORIES.map((category) => [category, impactCategoryValueSchema.optional()]),
) as Record<ImpactCategory, z.ZodOptional<typeof impactCategoryValueSchema>>;

/** The parts of an emission expressed in kg CO2e, each with factor, source and result. */
export const EMISSION_PARTS = ['direct', 'directLocationBased', 'indirect'] as const;
export type EmissionPart = (typeof EMISSION_PARTS)[number];

export const levelEmissionTypeSchema = z.literal('electricityIntensity');
export type LevelEmissionType = z.infer<typeof levelEmissionTypeSchema>;

/** A result's `emissions` (spec section 3 "Emissions"). */
export const emissionsSchema = z.object({
  direct: emissionValueSchema.optional(),
  directLocationBased: emissionValueSchema.optional(),
  indirect: emissionValueSchema.optional(),
  additionalFactor: z.number().optional(),
  levelEmissionType: levelEmissionTypeSchema.optional(),
  type: z.literal('advanced').optional(),
  mergeWithDatabaseEmission: z.boolean().optional(),
  ...impactCategoryShape,
});
export type Emissions = z.infer<typeof emissionsSchema>;

/** What a child result is multiplied by (`parentDataToMultiplyBy` of a form option). */
export const parentDataToMultiplyBySchema = z.enum(['amounts', 'emissionFactor']);
export type ParentDataToMultiplyBy = z.infer<typeof parentDataToMultiplyBySchema>;
