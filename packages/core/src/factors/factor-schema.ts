import { z } from 'zod';
import { FACTOR_ACTIVITY_UNITS, FACTOR_UNIT_CATEGORIES, isUnitInCategory } from './factor-units.ts';

/**
 * Publishers a factor can come from. 'IPCC' covers the per-gas GWP "factors" (kg CO2e per kg released)
 * built from the IPCC assessment reports; 'CUSTOM' is a company's own factor, never shipped data.
 */
export const FACTOR_SOURCES = [
  'DESNZ',
  'EPA_HUB',
  'EPA_EGRID',
  'EPA_USEEIO',
  'EMBER_OWID',
  'FIGARO',
  'IPCC',
  'CUSTOM',
] as const;

export const GWP_SETS = ['AR4', 'AR5', 'AR6'] as const;

/**
 * What part of the life cycle a factor covers. An auditor needs this to see that a life-cycle grid
 * intensity (Ember) is not comparable with a combustion-only one (DESNZ, eGRID).
 */
export const FACTOR_BASES = [
  'combustion',
  'lifeCycle',
  'wellToTank',
  'transmissionAndDistribution',
  'spend',
  'other',
] as const;

export const ELECTRICITY_MIX_KEYS = [
  'coal',
  'gas',
  'hydro',
  'nuclear',
  'solar',
  'wind',
  'bioenergy',
  'otherFossil',
  'otherRenewables',
  'renewable',
  'nonRenewable',
] as const;

export const factorSourceSchema = z.enum(FACTOR_SOURCES);
export const gwpSetSchema = z.enum(GWP_SETS);
export const factorBasisSchema = z.enum(FACTOR_BASES);
export const factorUnitCategorySchema = z.enum(FACTOR_UNIT_CATEGORIES);
export const factorActivityUnitSchema = z.enum(FACTOR_ACTIVITY_UNITS);

const nullableText = z.string().min(1).nullable();

/** Per-gas part of a factor, each in kg CO2e per activity unit (already multiplied by the GWP). */
export const gasBreakdownSchema = z.strictObject({
  co2: z.number().optional(),
  ch4: z.number().optional(),
  n2o: z.number().optional(),
  /** HFCs, PFCs, SF6, NF3 and unspecified fluorinated gases together. */
  other: z.number().optional(),
});

/**
 * Share of generation by source, 0..1. A share is null when the source left the cell blank.
 * The upper bound is 1.01 because published percentages are rounded and can add up to a little over 100.
 */
export const electricityMixSchema = z.strictObject(
  Object.fromEntries(
    ELECTRICITY_MIX_KEYS.map((key) => [key, z.number().min(0).max(1.01).nullable()]),
  ) as Record<(typeof ELECTRICITY_MIX_KEYS)[number], z.ZodNullable<z.ZodNumber>>,
);

/**
 * How a FIGARO purchaser-price row turns a basic-price supply factor into one per invoice amount of the
 * buying country: supply × `rebasingRatio` + `marginTerm` (kg CO2e per kEUR purchaser price), as the
 * publisher documents. `valuationYear` is the year of the national valuation tables behind the row.
 */
export const purchaserValuationSchema = z.strictObject({
  rebasingRatio: z.number().positive(),
  marginTerm: z.number().nonnegative(),
  valuationYear: z.number().int().min(1990).max(2100),
});

const normalizedFactorObjectSchema = z.strictObject({
  /** Stable, unique across the library, e.g. 'desnz-2025:1_100_1004_6_1'. */
  id: z.string().min(1),
  /** Same for the same published factor across editions, e.g. 'desnz:1_100_1004_6_1'; used to recalculate. */
  lineageKey: z.string().min(1),
  /** 'conversion' rows are energy contents (kWh per unit), not emissions. */
  kind: z.enum(['emissionFactor', 'conversion']),
  source: factorSourceSchema,
  sourceName: z.string().min(1),
  edition: z.string().min(1),
  /** The year the factor applies to (data year, or publication year where the source gives no other). */
  year: z.number().int().min(1990).max(2100),
  licence: z.string().min(1),
  /** Text to show wherever the factor is shown or exported. */
  attribution: z.string().min(1),
  /** Every raw source row (or cell) this factor was built from. */
  sourceRowIds: z.array(z.string().min(1)).min(1),
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  scope3Category: z.number().int().min(1).max(15).nullable(),
  level0: nullableText,
  level1: nullableText,
  level2: nullableText,
  level3: nullableText,
  level4: nullableText,
  /** DESNZ "Column Text" (fuel, laden state, RF…) and similar per-row qualifiers. */
  variant: nullableText,
  /** ISO 3166-1 alpha-2, 'US-<eGRID subregion>', or an aggregate code such as 'WORLD'; null = not regional. */
  region: nullableText,
  activityUnit: factorActivityUnitSchema,
  unitCategory: factorUnitCategorySchema,
  /** The activity unit exactly as the source wrote it, e.g. 'kWh (Gross CV)', 'short ton'. */
  sourceUnit: z.string().min(1),
  /** The value unit exactly as the source wrote it, e.g. 'kg CO2e', 'lb/MWh'. */
  sourceValueUnit: z.string().min(1),
  /**
   * kg CO2e (or kWh for conversions) per activity unit; null only where the source publishes a blank cell.
   * May be negative for a company's own factors (removals, credits); the shipped sources have none.
   */
  value: z.number().nullable(),
  valueUnit: z.enum(['kgCO2e', 'kWh']),
  gases: gasBreakdownSchema.nullable(),
  gwpSet: gwpSetSchema.nullable(),
  basis: factorBasisSchema,
  calorificBasis: z.enum(['gross', 'net']).nullable(),
  electricityMix: electricityMixSchema.nullable(),
  /** eGRID grid gross loss (0..1) of the subregion, to size T&D losses; null elsewhere. */
  gridGrossLossFraction: z.number().min(0).max(1).nullable(),
  /** The arithmetic from the published figures to `value`, with every conversion constant. */
  derivation: nullableText,
  notes: nullableText,
  /** FIGARO purchaser-price rows only (absent elsewhere, so other files keep their bytes). */
  purchaserValuation: purchaserValuationSchema.optional(),
});

/**
 * A factor of the project's normalized factor library (reference-data/factors/*.ndjson).
 * Cross-field rules: the unit belongs to its category, a Scope 3 category only on Scope 3 factors,
 * conversions are in kWh and emission factors in kg CO2e, and a blank value always explains itself.
 */
export const normalizedFactorSchema = normalizedFactorObjectSchema.superRefine((factor, ctx) => {
  if (!isUnitInCategory(factor.activityUnit, factor.unitCategory)) {
    ctx.addIssue({
      code: 'custom',
      path: ['activityUnit'],
      message: `unit ${factor.activityUnit} is not in category ${factor.unitCategory}`,
    });
  }
  if (factor.scope3Category !== null && factor.scope !== 3) {
    ctx.addIssue({
      code: 'custom',
      path: ['scope3Category'],
      message: 'only Scope 3 factors have a category',
    });
  }
  const expectedValueUnit = factor.kind === 'conversion' ? 'kWh' : 'kgCO2e';
  if (factor.valueUnit !== expectedValueUnit) {
    ctx.addIssue({
      code: 'custom',
      path: ['valueUnit'],
      message: `a ${factor.kind} is in ${expectedValueUnit}`,
    });
  }
  if (factor.value === null && factor.notes === null) {
    ctx.addIssue({ code: 'custom', path: ['notes'], message: 'a factor without a value must say why' });
  }
  if (new Set(factor.sourceRowIds).size !== factor.sourceRowIds.length) {
    ctx.addIssue({ code: 'custom', path: ['sourceRowIds'], message: 'source row ids repeat' });
  }
});

export type NormalizedFactor = z.infer<typeof normalizedFactorSchema>;
export type FactorSource = z.infer<typeof factorSourceSchema>;
export type GwpSet = z.infer<typeof gwpSetSchema>;
export type FactorBasis = z.infer<typeof factorBasisSchema>;
export type GasBreakdown = z.infer<typeof gasBreakdownSchema>;
export type ElectricityMix = z.infer<typeof electricityMixSchema>;
export type PurchaserValuation = z.infer<typeof purchaserValuationSchema>;
