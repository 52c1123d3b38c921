import { z } from 'zod';
import { factorSourceSchema } from './factor-schema.ts';

const gwpValue = z.number().nonnegative().nullable();

/** reference-data/factors/gwp.json: 100-year GWPs per gas, keyed by the IPCC table's species name. */
export const gwpTableSchema = z.strictObject({
  licence: z.string().min(1),
  attribution: z.string().min(1),
  notes: z.array(z.string().min(1)),
  gases: z.record(
    z.string().min(1),
    z.strictObject({
      AR4: gwpValue,
      AR5: gwpValue,
      AR6: gwpValue,
      /** Other spellings used by the sources ('HFC-134a', 'Methane', 'PFC-14'). */
      aliases: z.array(z.string().min(1)),
    }),
  ),
});

/**
 * Why a blend component does or does not count towards the blend's CO2e GWP: EPA's table 12 (and the
 * GHG Protocol) count the Kyoto basket only (HFC, PFC, SF6, NF3); HCFCs/CFCs are Montreal Protocol gases
 * and hydrocarbons are not greenhouse gases of the basket.
 */
export const refrigerantGasClassSchema = z.enum(['HFC', 'PFC', 'SF6', 'NF3', 'HCFC', 'CFC', 'HC']);

export const refrigerantComponentSchema = z.strictObject({
  /** As published, e.g. 'HFC-32', 'isobutane'. */
  name: z.string().min(1),
  /** Key in gwp.json, or null when the gas has no entry there (hydrocarbons). */
  gas: z.string().min(1).nullable(),
  gasClass: refrigerantGasClassSchema,
  massFraction: z.number().gt(0).max(1),
  isCountedInCo2e: z.boolean(),
  gwpAr5: gwpValue,
  gwpAr6: gwpValue,
});

export const refrigerantBlendSchema = z.strictObject({
  designation: z.string().min(1),
  sourceRowId: z.string().min(1),
  compositionAsPublished: z.string().min(1),
  components: z.array(refrigerantComponentSchema).min(1),
  /** EPA Hub 2025 table 12, as published. */
  gwpAr5Published: z.number().nonnegative(),
  /** Mass-weighted sum of the counted components' AR5 GWPs: a check of the published value. */
  gwpAr5Recomputed: z.number().nonnegative(),
  /** Mass-weighted sum of the counted components' AR6 GWPs; null when one has no AR6 value. */
  gwpAr6: gwpValue,
  /** The same including HCFCs/CFCs/hydrocarbons; null when a component has no AR6 value. */
  gwpAr6AllComponents: gwpValue,
  notes: z.string().min(1).nullable(),
});

export const refrigerantBlendTableSchema = z.strictObject({
  licence: z.string().min(1),
  attribution: z.string().min(1),
  notes: z.array(z.string().min(1)),
  blends: z.array(refrigerantBlendSchema),
});

export const factorLibraryFileSchema = z.strictObject({
  file: z.string().min(1),
  format: z.enum(['ndjson', 'json']),
  contents: z.string().min(1),
  sources: z.array(factorSourceSchema).min(1),
  edition: z.string().min(1),
  licence: z.string().min(1),
  attribution: z.string().min(1),
  /** Lines of an ndjson file; entries (gases, blends) of a json file. */
  rows: z.number().int().nonnegative(),
  bytes: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The raw files it was built from (paths relative to the source directory) with their sha256. */
  inputs: z.array(z.strictObject({ path: z.string().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});

/** reference-data/factors/manifest.json. Holds no timestamp so that a rebuild is byte-identical. */
export const factorLibraryManifestSchema = z.strictObject({
  schemaVersion: z.literal(1),
  generator: z.string().min(1),
  files: z.array(factorLibraryFileSchema).min(1),
});

export type GwpTable = z.infer<typeof gwpTableSchema>;
export type RefrigerantGasClass = z.infer<typeof refrigerantGasClassSchema>;
export type RefrigerantComponent = z.infer<typeof refrigerantComponentSchema>;
export type RefrigerantBlend = z.infer<typeof refrigerantBlendSchema>;
export type RefrigerantBlendTable = z.infer<typeof refrigerantBlendTableSchema>;
export type FactorLibraryFile = z.infer<typeof factorLibraryFileSchema>;
export type FactorLibraryManifest = z.infer<typeof factorLibraryManifestSchema>;
